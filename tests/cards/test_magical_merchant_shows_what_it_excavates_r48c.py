"""Magical Merchant shows both players the cards it excavates (round 48c).

Magical Merchant's text (FLIP): excavate cards from the top of your Deck until you excavate a
Spell or Trap. Excavated cards are shown to both players (seed 000 §公開: excavation is public):
the opponent sees Battle Ox, Mystical Elf and Pot of Greed."""

from duelist.testing.scenario import Script, Table


def test_magical_merchant_shows_the_opponent_the_excavated_cards():
    """Q: I Flip Summon Magical Merchant; my Deck's top is Battle Ox, Mystical Elf, Pot of Greed.
    Does my opponent see them? A: yes, all three."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    merchant = table.monster(0, "Magical Merchant", position="set")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Pot of Greed"])     # top first
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", merchant, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    shown = [e.get("name") for e in duel.log_for(1) if e["type"] == "reveal"]
    assert {"Battle Ox", "Mystical Elf", "Pot of Greed"} <= set(shown)
