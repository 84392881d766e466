# Split Card Inspector: die Oberfläche auf Deutsch.

language-name = Deutsch
language-label = Sprache
