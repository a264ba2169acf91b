import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../shared/paths.ts';
import { storePendingReferralCode } from '../shared/session/referral-storage.ts';

/** `/{referralCode}`: keep the code as the pending referral and go to the landing page. */
export function referralLoader({ params }: LoaderFunctionArgs) {
  if (params.referralCode) storePendingReferralCode(params.referralCode);
  return redirect(paths.landing);
}
