"""Relinquished shares the battle damage of its own battle: when that damage takes both players
to 0 LP at once, the duel is a draw (round 51q).

Relinquished's text (while it holds a monster equipped by its effect, battle damage its
controller takes from its battles is also inflicted to the opponent, as effect damage: yugioh-wiki
《サクリファイス》, current OCG text) and seed 000 §勝負判定條件
(a player whose LP becomes 0 loses; both at once: nobody wins -- tests/rules/test_win.py reached
it only by a hook; here two cards' rules do it in one damage calculation). yugioh-wiki.net
「引き分け」 names this very case: Relinquished's effect damage dealt with its controller's battle
damage can bring both players to 0 at once, a draw."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def _relinquished_attacks_summoned_skull(lp0, lp1):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp0, lp1))
    table.monster(0, "Relinquished", summon_kind="ritual")
    table.monster(1, "Battle Ox")
    skull = table.monster(1, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    s.pick("attack", "Relinquished", target=skull)    # 1700 (Battle Ox's ATK) into 2500
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_relinquished_sharing_lethal_battle_damage_with_both_at_800_is_a_draw():
    """Q: both players have 800 LP. My Relinquished, holding Battle Ox (1700), attacks
    Summoned Skull (2500): I take 800, and my opponent takes the same 800. A: both reach 0 in
    the same damage calculation: neither wins, the duel is a draw."""
    duel = _relinquished_attacks_summoned_skull(800, 800)
    assert lp(duel) == (0, 0)
    assert duel.result["winner"] is None and duel.result["reason"].startswith("both players lost")
    assert duel.request is None


def test_relinquished_sharing_battle_damage_that_only_the_opponent_cannot_survive():
    """Q: I have 8000 LP, my opponent 800; the same battle. A: I take 800 and go on; my
    opponent takes 800 as well and loses: I win."""
    duel = _relinquished_attacks_summoned_skull(8000, 800)
    assert lp(duel) == (7200, 0)
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3}
    assert [(e["player"], e["reason"]) for e in of_type(duel, "damage")] == [(0, "battle"), (1, "effect")]
