"""Fatal Abacus (77910045): a Tribute that takes its owner to 0 LP (stop 56, the lead).

Sources: seed 001 §其他效果 / §永續效果 (an effect that is not activated applies the instant its
condition is met: round 56a's `at_once`, tests/cards/test_fatal_abacus_applied_the_instant_r56a.py);
seed 000 §勝負判定條件 (玩家有一方基本分變成0時判負: a player loses when their LP become 0, in
the middle of a procedure too; round 59a, as the Konami OCG FAQ of 2015-02-04 rules today's Ring
of Destruction: the rest is not applied. Until round 59a this test read the rule as "after the
procedure in progress" and finished the Summon first). The referee that rereads random duels'
logs: tests/engine/test_referee_reads_damage_between_a_tribute_and_its_summon_r56.py."""

from duelist.testing.reads import field_monsters, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def test_fatal_abacus_tribute_at_500_lp_loses_before_the_summon():
    """Q: I have 500 LP and my Fatal Abacus is active; I Tribute my Celtic Guardian to Tribute
    Summon Summoned Skull. A: the Tribute costs me 500 at once (0 LP) and I lose there: the
    duel ends before Summoned Skull lands (it is still in my hand, no summon logged)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(500, 8000))
    table.spell_trap(0, "Fatal Abacus")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fatal Abacus", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Celtic Guardian", request="tribute")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (0, 8000)
    assert field_monsters(duel, 0) == [] and "Summoned Skull" in hand(duel, 0)
    assert duel.result is not None and duel.result["winner"] == 1 and duel.result["reason"] == "lp"
    assert len(of_type(duel, "damage")) == 1 and of_type(duel, "summon") == []
    assert duel.log[-1]["type"] == "duel_end"
