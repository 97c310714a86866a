"""Jowls of Dark Demise: a Flip effect that takes control of 1 targeted monster the opponent
controls until the End Phase; that turn the monster may attack the opponent directly.

Sources: the card's text in our words (the 2005 PGD print, "take control of 1 of your opponent's
monsters until the End Phase of this turn; the monster can attack your opponent's Life Points
directly", does what today's does: no ERAS entry); the OCG text of 《Ｘ・Ｅ・Ｎ・Ｏ》, our reading of it (a mandatory
Flip effect that targets; the monster taken may attack directly though the opponent controls
monsters; it goes back in the End Phase); seed 000 §上級召喚 (a monster its player controls, a
monster taken included, may be Tributed: it goes to its owner's GY).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

JOWLS = "Jowls of Dark Demise"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_jowls_of_dark_demise_takes_a_monster_that_attacks_directly_and_goes_back():
    """Q: I Flip Summon Jowls of Dark Demise taking my opponent's Battle Ox; they still control
    Mystical Elf: A: Battle Ox may attack them directly (1700) and goes back to them in the End
    Phase; Jowls itself may not attack directly."""
    table = Table(turn=3, turn_player=0)
    jowls = table.monster(0, JOWLS, position="set")
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", jowls)
    s.pick("target", ox, player=0)
    _resolve(s)
    assert ox.card(duel).controller == 0
    s.pick("battle", request="idle")
    _resolve(s)
    assert not s.has("attack", JOWLS, target="player")      # only the monster taken
    s.pick("attack", ox, target="player", request="battle")
    _resolve(s)
    assert lp(duel) == (8000, 6300)
    s.end_turn()
    _resolve(s)
    assert ox.card(duel).controller == 1


def test_jowls_of_dark_demise_without_an_opponents_monster_takes_nothing():
    """Q: I Flip Summon Jowls of Dark Demise; my opponent controls no monster: A: its Flip effect
    has no target and is not activated."""
    table = Table(turn=3, turn_player=0)
    jowls = table.monster(0, JOWLS, position="set")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", jowls)
    _resolve(s)
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == [JOWLS, "Battle Ox"]


def test_jowls_of_dark_demise_the_monster_taken_may_be_tributed():
    """Q: I take my opponent's Battle Ox with Jowls of Dark Demise and Tribute it for Summoned
    Skull: A: allowed: Battle Ox goes to its owner's GY and never goes back."""
    table = Table(turn=3, turn_player=0)
    jowls = table.monster(0, JOWLS, position="set")
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", jowls)
    s.pick("target", ox, player=0)
    _resolve(s)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", ox, request="tribute")
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert sorted(field_monsters(duel, 0)) == sorted([JOWLS, "Summoned Skull"])
