-- A newsletter mail names, in its List-Unsubscribe header, the address a mail program posts to
-- when its reader presses "Unsubscribe" (one-click, RFC 8058). The outbox keeps that address with
-- the mail, so the mail leaves with it whichever server process delivers it.
ALTER TABLE outbox ADD COLUMN list_unsubscribe text;
