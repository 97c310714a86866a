"""Dark Necrofear, an Equip Card holding my monster, and my Change of Heart on that monster.

Dark Necrofear equipped to my monster gives its owner control of it while it stays equipped (the
card's text, in our words). Two control effects on one monster: the one applied last decides who
controls it; when it ends, the one still applying decides again (our reading of the general
rule for effects applied one after another; no seed section names control). So Change of Heart gives me
my monster back until the End Phase, and then Dark Necrofear's control, which never ended, takes
it back: my opponent controls it again. Dark Necrofear itself, an Equip Card, stays my
opponent's and stays equipped."""

import pytest

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

NECROFEAR = "Dark Necrofear"
BEWD = "Blue-Eyes White Dragon"


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_change_of_heart_takes_the_possessed_monster_back_until_the_end_phase(rules):
    """Q: I destroy my opponent's Dark Necrofear by battle; in the End Phase it possesses my
    Blue-Eyes White Dragon. On my next turn I take Blue-Eyes back with Change of Heart. A: it is
    mine for that turn (Dark Necrofear stays equipped to it, my opponent's card); at the end of
    my turn it goes back under my opponent's control."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    bewd = table.monster(0, BEWD)
    necrofear = table.monster(1, NECROFEAR, summon_kind="proc")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BEWD, target=necrofear)
    s.pick("end_battle")
    s.pick("end_turn")
    s.pick("target", BEWD, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert bewd.card(duel).controller == 1
    while duel.turn != 5 or duel.request.kind != "idle":
        s.pick("pass") if duel.request.kind == "chain" else s.end_turn()
    assert bewd.card(duel).controller == 1
    s.pick("activate", "Change of Heart", player=0)
    s.pick("target", BEWD, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert bewd.card(duel).controller == 0
    assert necrofear.card(duel).location == S.SZONE and necrofear.card(duel).controller == 1
    s.pick("end_turn")
    while not (duel.request.kind == "idle" and duel.request.player == 1):
        s.pick("pass")
    assert duel.turn == 6
    assert bewd.card(duel).controller == 1
    assert necrofear.card(duel).location == S.SZONE
