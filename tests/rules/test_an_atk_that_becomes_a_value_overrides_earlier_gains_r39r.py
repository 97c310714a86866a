"""An ATK that "becomes" a value overrides the gains and losses applied to it before by resolved
effects (round 39r, request R2 in /work/reports/h39r-requests.md).

The OCG rules of ATK changes (ygorganization ATK/DEF modifier guide, "freezing" modifiers:
"becomes X" sets the current ATK; a lingering gain applied earlier by a resolved effect -- Rush
Recklessly's 700 -- is overwritten; continuous gains, such as an Equip Spell's, and gains applied
later still count: tests/rules/test_atk_gains_losses_and_becomes_r39r.py). seed 004 §伤害的判定:
battle is fought with the ATK the monster has then."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _chain_passes(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_rush_recklessly_applied_before_linkuriboh_made_the_atk_0_no_longer_counts():
    """Question: in Main Phase 1 Battle Ox (1700) gains 700 from Rush Recklessly (2400). It then
    attacks Celtic Guardian and Linkuriboh makes its ATK become 0 until the end of the turn.
    What is its ATK? Answer: 0 -- "becomes 0" overrides the gain applied before it. Replayed on
    the Guardian (1400), Battle Ox is destroyed and its player takes 1400 (the engine keeps the
    700 on top of the 0: 700, and its player takes 700)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    table.monster(1, "Linkuriboh", zone=5)
    knight = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Battle Ox")
    _chain_passes(s)
    assert duel.atk(ox.card(duel)) == 2400
    s.pick("battle")
    _chain_passes(s)
    s.pick("attack", "Battle Ox", target=knight)
    s.pick("activate", "Linkuriboh", player=1)
    _chain_passes(s)
    s.expect(request="replay", player=0)
    assert duel.atk(ox.card(duel)) == 0
    s.pick("retarget", "Battle Ox", target=knight, player=0)
    _chain_passes(s)
    assert "Battle Ox" in grave(duel, 0)
    assert lp(duel) == (8000 - 1400, 8000)
