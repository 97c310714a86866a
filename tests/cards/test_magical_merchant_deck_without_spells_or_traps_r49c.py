"""Magical Merchant with no Spell or Trap left in the Deck (round 49c's mutation round).

Magical Merchant's text (when flipped face-up: excavate from the top of your Deck until a Spell
or Trap shows, add it to the hand, send the rest to the GY) and seed 000 §効果処理: with no
Spell or Trap in the Deck, every card is excavated and all of them go to the GY; nothing is
added to the hand."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_magical_merchant_with_only_monsters_in_the_deck_sends_them_all_to_the_gy():
    """Q: I Flip Summon Magical Merchant; my Deck holds Battle Ox, Mystical Elf and Celtic
    Guardian. What happens? A: all three are excavated and sent to the GY; my hand gains
    nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    merchant = table.monster(0, "Magical Merchant", position="set")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])     # top first
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", merchant, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]
    assert hand(duel, 0) == [] and duel.players[0].deck == []
