"""Chain Disappearance (57139487) against Scapegoat: the judge's review (round 54q).

Sources: yugioh-wiki.net 《連鎖除外》 (OCG text, in our words: when a monster with 1000 or less ATK
is Normal, Flip or Special Summoned -- whoever Summoned it -- banish that monster, then every
card with its name from the opponent's hand and Deck; it does not target); the Goat-era practice
that a "when a monster is Summoned" Trap may answer the Tokens of a resolved Scapegoat (their
Summon is the last thing that happened; Torrential Tribute / Bottomless Trap Hole likewise).
Several monsters Summoned at once: Chain Disappearance banishes 1 of them (its text: "that
monster", one); a Token has no copies in a hand or Deck."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_chain_disappearance_banishes_one_sheep_token():
    """Q: my opponent's Scapegoat resolves and Special Summons 4 Sheep Tokens (0 ATK). May I
    activate Chain Disappearance, and what does it banish? A: yes; one Token of my choice is
    banished (a Token banished ceases to exist); the other three stay, and nothing else leaves."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat")
    table.spell_trap(1, "Chain Disappearance")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    while duel.request.kind == "chain" and not (duel.request.player == 1 and s.has("activate", "Chain Disappearance")):
        s.pick("pass")
    s.pick("activate", "Chain Disappearance", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [o.name for o in s.options("select")] == ["Sheep Token"] * 4
    s.pick("select", "Sheep Token", player=1, first=True)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Sheep Token"] * 3
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"] * 3
    assert grave(duel, 1) == ["Chain Disappearance"] and banished(duel, 0) == []
