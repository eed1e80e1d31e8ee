/** Texts of the admin console: login, dashboard, matching and their APIs. */
export const adminEn = {
  login: {
    title: "Admin Login",
    intro: "Sign in to review agency submissions, client briefs and contact messages.",
    username: "Username",
    password: "Password",
    submit: "Login",
    submitting: "Signing in...",
  },
  toasts: {
    loginTitle: "Login successful",
    loginBody: "Welcome to the admin dashboard",
    invalidTitle: "Invalid password",
    invalidBody: "Please check your credentials",
    errorTitle: "Authentication error",
    errorBody: "Failed to authenticate. Please try again.",
    loggedOut: "Logged out",
  },
  dashboard: {
    signedInAs: "Signed in as {username}",
    logout: "Logout",
  },
  api: {
    unauthorized: "Admin login required.",
    crossSite: "Cross-site requests are not allowed.",
    invalidCredentials: "Invalid password",
  },
} as const;
