"""Hand of Nephthys (98446407): "You can Tribute this card and 1 other monster; Special Summon
1 Sacred Phoenix of Nephthys from your hand or Deck." Without a Sacred Phoenix of Nephthys in
its controller's hand or Deck the effect could summon nothing: it cannot be activated, and no
cost (two Tributes) is paid for nothing (seed 000 §起動效果; its `can_pay` asks for another
monster to Tribute and for a Phoenix in the hand or Deck)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _table(deck):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hand of Nephthys")
    table.monster(0, "Battle Ox")
    table.grave(0, "Sacred Phoenix of Nephthys")
    table.deck(0, deck)
    return table.build()


def test_not_offered_with_the_phoenix_only_in_the_grave():
    """Player 0 controls Hand of Nephthys and Battle Ox; their only Sacred Phoenix of Nephthys
    is in the GY, the Deck holds Mystical Elf: the effect is not offered, both monsters stay."""
    duel = _table(["Mystical Elf"])
    s = Script(duel)
    assert not s.has("activate", "Hand of Nephthys")
    assert field_monsters(duel, 0) == ["Hand of Nephthys", "Battle Ox"]


def test_offered_with_a_phoenix_in_the_deck():
    """The control: a Sacred Phoenix of Nephthys in the Deck too: offered."""
    duel = _table(["Sacred Phoenix of Nephthys", "Mystical Elf"])
    s = Script(duel)
    assert s.has("activate", "Hand of Nephthys")
