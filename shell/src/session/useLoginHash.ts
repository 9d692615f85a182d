import { LOGIN_HASH, openRoleSelect } from '@wellness/shared';
import { useLocation, useNavigate } from '@wellness/shared/router';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

/** /#login opens the 'Select Your Role' dialog; the hash is then dropped so that a reload does not reopen it. */
export function useLoginHash(): void {
  const { hash, pathname, search } = useLocation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (hash !== LOGIN_HASH) return;
    dispatch(openRoleSelect());
    void navigate({ pathname, search, hash: '' }, { replace: true });
  }, [hash, pathname, search, dispatch, navigate]);
}
