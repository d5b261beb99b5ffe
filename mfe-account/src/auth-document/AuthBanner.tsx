/** The general error banner above a form (the React FormBanner): role alert, same test id. */
export function AuthBanner({
  status,
  title,
  message,
}: {
  status: 'error' | 'warning';
  title: string;
  message: string;
}) {
  return (
    <div
      className={status === 'error' ? 'cp-alert ap-error-alert' : 'cp-alert'}
      role="alert"
      data-testid="auth-banner"
    >
      <div className="cp-alert-title">{title}</div>
      <div>{message}</div>
    </div>
  );
}
