"""Fenrir (218704), a judge's second look (round 57s): Fenrir destroyed in the same battle as the
opponent's monster it destroys.

Sources, in our words: yugioh-wiki.net 《相打ち》 (page history): until Master Rule 2 a monster's
"if this card destroys an opponent's monster by battle" (戦闘で破壊した場合) trigger was activated even
when the monster was destroyed in that same battle, unlike "destroys it by battle and sends it to the
GY" (戦闘で破壊し墓地へ送った時), which never was; since Master Rule 3 (2014) neither is. An older
revision of yugioh-wiki.net 《フェンリル》 says so of Fenrir by name (相打ちやトークンの破壊でも効果が発動
する). Fenrir's OCG text has 場合, its 2005 TCG print "when this card destroys ... as a result of
battle". So under today's rules (tests/cards/test_fenrir.py) nothing happens; under the 2005 rules
(the GOAT preset) the opponent skips their next Draw Phase. The engine plays today's rule in both
presets, as it does for Timeater (tests/cards/test_timeater_r55j.py, the same wording): a strict xfail
and a request (an era rule of the Rules presets, not a patch in one script)."""

import pytest

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


@pytest.mark.xfail(strict=True, reason="2005 rules (before Master Rule 3): a 'destroys an opponent's monster by "
                   "battle' trigger is activated though its monster was destroyed in the same battle "
                   "(yugioh-wiki.net 《相打ち》 history, 《フェンリル》); the engine has no era rule for it: "
                   "request in round 57s's report")
def test_fenrir_destroyed_in_the_same_battle_goat_skips_the_draw():
    """Q (GOAT): my Fenrir (1400) attacks my opponent's Celtic Guardian (1400); both are
    destroyed. A: under the 2005 rules Fenrir's effect is activated all the same: my opponent
    skips their next Draw Phase (their hand stays Battle Ox alone)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Fenrir")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Fenrir", target="Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Fenrir"] and grave(duel, 1) == ["Celtic Guardian"]
    s.pick("end_battle", request="battle")
    s.end_turn()
    assert duel.turn == 4 and hand(duel, 1) == ["Battle Ox"]
