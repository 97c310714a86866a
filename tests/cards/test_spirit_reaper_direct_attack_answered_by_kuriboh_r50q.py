"""Spirit Reaper's discard needs battle damage from its direct attack: Kuriboh, discarded during
damage calculation, makes that damage 0, so no discard follows (round 50q).

Seed 000 §效果分類 › 誘發效果 (a trigger is activated only when its event happened) and seed 004
§战斗处理时（伤害步骤）的注意; Kuriboh is activated during damage calculation
(tests/rules/test_what_the_damage_step_allows_r38r.py) and makes its player's battle damage 0."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def test_kuriboh_against_spirit_reapers_direct_attack_leaves_no_discard():
    """Q: my opponent's Spirit Reaper attacks me directly; during damage calculation I discard
    Kuriboh. A: I take no battle damage, so Spirit Reaper's "when it inflicts battle damage by
    a direct attack" effect does not happen: my Battle Ox stays in my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Spirit Reaper")
    table.hand(1, "Kuriboh", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Spirit Reaper", target="player")
    while duel.damage_sub != "calc":
        s.pick("pass")
    s.pick("activate", "Kuriboh", player=1, request="chain")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert hand(duel, 1) == ["Battle Ox"] and grave(duel, 1) == ["Kuriboh"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Kuriboh"]
