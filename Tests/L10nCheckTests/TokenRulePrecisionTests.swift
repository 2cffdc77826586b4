import L10nCheck
import L10nModel
import Testing

/// Issue 46: `markup-tags`, `email` and `numbers` on what real apps' translations hold.
@Suite struct TokenRulePrecisionTests {
  @Test("placeholder text in angle brackets is no markup; HTML and the source's own tags are")
  func placeholderText() {
    #expect(ruleMessages("markup-tags", "Default: <None>", "de", "Standard: <Keine>").isEmpty)
    #expect(ruleMessages("markup-tags", "Set <key> to <value>", "ja", "<キー>を<値>に設定").isEmpty)
    #expect(
      ruleMessages("markup-tags", "Set <key> to <value>", "ar", "اضبط <المفتاح> على <القيمة>")
        .isEmpty)
    #expect(ruleMessages("markup-tags", "Default: <None>", "hi", "डिफ़ॉल्ट: <कोई नहीं>").isEmpty)
    // HTML's elements count bare; a made-up name counts where the source closes it.
    #expect(
      ruleMessages("markup-tags", "Tap <b>Done</b>", "de", "Tippe auf <b>Fertig")
        == ["\"k\" in de lacks the source's tag “</b>”"])
    #expect(
      ruleMessages("markup-tags", "Tap <key>Done</key>", "ja", "<key>完了をタップ")
        == ["\"k\" in ja lacks the source's tag “</key>”"])
    #expect(
      ruleMessages("markup-tags", "Tap Done", "hi", "<em>सम्पन्न</em> टैप करें")
        == ["\"k\" in hi has the tag “</em>”, “<em>” the source lacks"])
  }

  @Test("example accounts and handles are translated on purpose; contact addresses are kept")
  func exampleAddresses() {
    #expect(
      ruleMessages(
        "email", "Followed by another@follower.social", "de",
        "Gefolgt von weiterer@follower.social"
      ).isEmpty)
    #expect(
      ruleMessages("email", "Mention @alice@example.org", "ja", "@hanako@example.org に返信").isEmpty)
    #expect(
      ruleMessages("email", "Write to support@app.example", "ar", "راسلنا على soporte@app.example")
        == ["\"k\" in ar lacks the source's e-mail address “support@app.example”"])
    #expect(
      ruleMessages("email", "Mail jane@gmail.com", "hi", "jane.doe@gmail.com को मेल करें")
        == [
          "\"k\" in hi lacks the source's e-mail address “jane@gmail.com” and has the e-mail address “jane.doe@gmail.com” the source lacks"
        ])
    #expect(
      ruleMessages(
        "email", "<a href='mailto:me@host.example'>me</a>", "de",
        "<a href='mailto:ich@host.example'>ich</a>"
      )
      .count == 1)
  }

  @Test("local grouping is the same number")
  func grouping() {
    #expect(ruleMessages("numbers", "153600 samples", "de", "153.600 Samples").isEmpty)
    #expect(
      ruleMessages("numbers", "153,600 samples", "fr", "153\u{202F}600 échantillons").isEmpty)
    #expect(ruleMessages("numbers", "153,600 samples", "fr", "153 600 échantillons").isEmpty)
    #expect(ruleMessages("numbers", "153,600 samples", "hi", "1,53,600 नमूने").isEmpty)
    #expect(ruleMessages("numbers", "153,600 samples", "ar", "١٥٣٬٦٠٠ عينة").isEmpty)
    #expect(ruleMessages("numbers", "153,600 samples", "ja", "153600 サンプル").isEmpty)
    // A decimal is not a grouped number.
    #expect(
      ruleMessages("numbers", "Version 3.14", "de", "Version 314")
        == ["\"k\" in de lacks the source's number “14”, “3”"])
  }

  @Test("a number written out in the translation's words is the same number")
  func spelledOut() {
    #expect(ruleMessages("numbers", "Up to 30 days", "ar", "حتى ثلاثون يومًا").isEmpty)
    #expect(ruleMessages("numbers", "Every 20 minutes", "de", "Alle zwanzig Minuten").isEmpty)
    #expect(ruleMessages("numbers", "Every 20 minutes", "ja", "二十分ごと").isEmpty)
    #expect(ruleMessages("numbers", "Every 20 minutes", "hi", "हर बीस मिनट").isEmpty)
    #expect(
      ruleMessages("numbers", "Every 20 minutes", "de", "Alle zwölf Minuten")
        == ["\"k\" in de lacks the source's number “20”"])
  }

  @Test("a one-digit number that changed is reported where the translation writes digits")
  func oneDigit() {
    #expect(
      ruleMessages("numbers", "Up to 5 files", "fr", "Jusqu'à 6 fichiers")
        == ["\"k\" in fr lacks the source's number “5”"])
    #expect(
      ruleMessages("numbers", "Up to 5 files", "ar", "حتى ٦ ملفات")
        == ["\"k\" in ar lacks the source's number “5”"])
    #expect(ruleMessages("numbers", "Up to 5 files", "fr", "Jusqu'à cinq fichiers").isEmpty)
    #expect(ruleMessages("numbers", "Step 1 of 12", "de", "Schritt eins von 12").isEmpty)
    #expect(ruleMessages("numbers", "Up to 5 files", "ja", "最大5ファイル").isEmpty)
    #expect(
      ruleMessages("numbers", "%1$@ of %2$@ (1 file)", "hi", "%2$@ में से %1$@ (एक फ़ाइल)").isEmpty)
  }
}
