"""Lady Ninja Yae (82005435): the judge's review (round 55v) -- the opponent's Snatch Steal.

Sources: the card's texts read in our words (every Spell and Trap Card the opponent controls goes
back to its owner's hand); Snatch Steal's own text: its control of the monster lasts while it is
equipped, so when it leaves the field (to the hand as well as to the GY) the monster goes back
to the player who controlled it before (Snatch Steal's own text, in our words: control is taken
"while this card is equipped")."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

YAE = "Lady Ninja Yae"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_lady_ninja_yae_takes_back_a_monster_from_snatch_steal():
    """Q: in their turn my opponent took my Battle Ox with Snatch Steal; in my turn (after Snatch
    Steal gave me 1000 LP in my Standby Phase) I discard Sasuke Samurai for Lady Ninja Yae. A:
    Snatch Steal goes back to my opponent's hand, and Battle Ox comes back to my control."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, YAE)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Sasuke Samurai")
    table.hand(1, "Snatch Steal")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", ox)
    _resolve(s)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    s.end_turn()
    _resolve(s)
    s.expect(request="idle", player=0)
    assert lp(duel) == (9000, 8000)
    s.pick("activate", YAE, request="idle")
    s.pick("select", "Sasuke Samurai")
    _resolve(s)
    assert hand(duel, 1) == ["Snatch Steal"]
    assert field_monsters(duel, 0) == [YAE, "Battle Ox"] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Sasuke Samurai"]
