/// One parsed input: its positioned tree and what the front end knows about its syntax.
public struct Document: Sendable {
    public var syntax: DocumentSyntax
    public var root: DocumentNode
    /// The name of the root element, for XML.
    public var rootElement: String? = nil
    /// Suppression comments (XML); JSON's reserved keys are read by the decoder.
    public var suppressions: [Suppression] = []
}
