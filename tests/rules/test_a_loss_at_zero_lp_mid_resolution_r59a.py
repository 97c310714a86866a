"""A player whose LP reach 0 loses at that moment, also in the middle of a resolution or a
chain (round 59a; docs/rules-coverage.md open gap 3 of stop 58).

Sources: Seed 000 §勝負判定條件 (玩家有一方基本分變成0時判負: a player loses when their LP
*become* 0, not at some later check); yugioh-wiki.net 「デュエルの勝利条件」 (quoting the
official rulebook: both players' LP reaching 0 at the same time is a draw); Konami's OCG FAQ of
2015-02-04 for today's Ring of Destruction (its player's damage to 0 ends the duel there: the
opponent's damage is not dealt; tests/cards/test_ring_of_destruction_todays_text_its_player_at_zero_r58y.py).
A chain's later links (its lower numbers) are not resolved once the duel has ended.

Damage the text deals "to both players at the same time" (Tremendous Fire, Mecha-Dog Marron,
the 2005 Ring of Destruction, Fatal Abacus's one batch) is dealt together (`Ctx.damages`):
both at 0 is a draw (their own tests: tests/cards/test_tremendous_fire_r55g.py,
test_mecha_dog_marron_r55d.py, test_ring_dust_tornado_reckless_greed.py).

Battle damage: a player brought to 0 by battle damage loses at damage calculation, before the
effects after it (battle.py's win check after damage calculation; unchanged, not tested here).
An LP cost can be paid down to exactly 0 (never past it: `Ctx.can_pay_lp`), and its player
loses as the cost is paid (chain.py); unchanged.
"""

from duelist.testing.reads import hand, lp, once
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_a_burn_at_chain_link_2_ends_the_duel_before_link_1_resolves():
    """Q: my opponent has 500 LP and one monster, and activates Dian Keto the Cure Master (gain
    1000); I chain Just Desserts (500 damage for each monster they control). A: Just Desserts
    resolves first: their LP reach 0 and they lose there; Dian Keto never resolves (their LP
    stay 0: no gain logged)."""
    table = Table(rules="MR5", turn=4, turn_player=1, lp=(8000, 500))
    table.hand(1, "Dian Keto the Cure Master")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Just Desserts")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dian Keto the Cure Master", player=1, request="idle")
    s.pick("activate", "Just Desserts", player=0)
    _finish(s)
    assert duel.result is not None and duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert lp(duel) == (8000, 0)
    assert not [e for e in duel.log if e["type"] == "recover"]
    resolved = [e["name"] for e in duel.log if e["type"] == "resolve"]
    assert resolved == ["Just Desserts"]


def test_effect_damage_to_zero_then_a_gain_in_the_same_action_is_a_loss():
    """Q: in one action, effect damage brings my opponent to 0 LP, then the same action would
    give them 500 LP. A: they lost the moment their LP became 0: the duel ended there, the gain
    is never applied (LP 0, no recover logged)."""
    def down_and_up(duel):
        duel.effect_damage(1, 8000)
        duel.recover(1, 500)
    table = Table(rules="MR5", turn=3, turn_player=0, phase="standby")
    table.at("standby_phase", once(down_and_up))
    duel = table.build()
    assert duel.result is not None and duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert lp(duel) == (8000, 0)
    assert not [e for e in duel.log if e["type"] == "recover"]
    assert duel.log[-1]["type"] == "duel_end"


def test_two_damages_dealt_at_the_same_time_to_zero_are_a_draw():
    """Q: one effect deals both players damage at the same time, each to 0 (GOAT: the 2005
    Ring of Destruction on a 2500 ATK monster, both at 2500 LP). A: both lose at once: a draw,
    both damages logged."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(2500, 2500))
    table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", "Summoned Skull", player=1)
    assert duel.result is not None and duel.result["winner"] is None
    assert lp(duel) == (0, 0)
    assert sorted(e["player"] for e in duel.log if e["type"] == "damage") == [0, 1]


def test_the_tribute_at_zero_ends_the_duel_before_the_summon_lands():
    """Q: (today's rules) I have 500 LP with Fatal Abacus face-up and Tribute my monster for
    Summoned Skull. A: Fatal Abacus's 500 takes me to 0 as the Tribute reaches the GY: I lose
    there, Summoned Skull is still in my hand."""
    table = Table(rules="MR5", turn=3, turn_player=0, lp=(500, 8000))
    table.spell_trap(0, "Fatal Abacus")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fatal Abacus", request="idle")
    _finish(s)
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Celtic Guardian", request="tribute")
    _finish(s)
    assert duel.result is not None and duel.result["winner"] == 1
    assert lp(duel) == (0, 8000) and "Summoned Skull" in hand(duel, 0)
