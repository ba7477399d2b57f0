-- A rate counter's row is of use while its window or the next one is current: the sliding
-- estimate (server/services/auth/rateCounter.ts) reads this window's count and the previous
-- window's. The sweep of old rows deleted every row whose window began over a day ago, whatever
-- its window's length, so with a window of half a day or more (LOGIN_WINDOW_SECONDS is the
-- operator's choice) it could delete the previous or even the current window's count, and so end
-- a lock-out early. Each row now says until when it is of use: its window's start plus two
-- windows. Rows written before this migration keep the old rule (a day after their start).
ALTER TABLE rate_counter ADD COLUMN useful_until timestamptz;
