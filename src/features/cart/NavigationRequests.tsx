import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { addAppListener } from '../../app/listener';
import { navigateRequested } from './navigation';

/** Listens for `ui/navigateRequested` (e.g. the 'Proceed to checkout' notification action) and navigates. */
export function NavigationRequests() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(
    () =>
      dispatch(
        addAppListener({
          actionCreator: navigateRequested,
          effect: (action) => {
            void navigate(action.payload);
          },
        }),
      ),
    [dispatch, navigate],
  );
  return null;
}
