extension View {
    /// Gives the view a new name, and the guides it owns names after it
    /// (`NAME.margins`, `NAME.safeArea`, a scroll view's `NAME.content` and
    /// `NAME.frameGuide`). For a format that names views after it made
    /// them: the Swift interpreter names a view after the property or
    /// variable that came to hold it.
    public func rename(_ newName: String) {
        let old = name
        name = newName
        var guides = [marginsGuideIfMade, safeAreaGuideIfMade].compactMap { $0 }
        if let s = self as? ScrollView { guides += [s.contentLayoutGuide, s.frameLayoutGuide] }
        for g in guides where g.name.hasPrefix(old) {
            g.name = newName + String(g.name.dropFirst(old.count))
        }
    }
}
