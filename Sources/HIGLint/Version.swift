/// hig-lint's version, reported by `--version`, JSON and SARIF output.
public enum HIGLintVersion {
    public static let current = "0.1.0"
    public static let informationURI = "https://github.com/hig-lint/hig-lint"
}
