# Split Card Inspector : l'interface en français.

language-name = Français
language-label = Langue
