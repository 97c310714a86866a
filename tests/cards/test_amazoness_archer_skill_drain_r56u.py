"""Amazoness Archer (91869203): a judge's second look (round 56u) at Skill Drain.

Sources: yugioh-wiki.net 《スキルドレイン》 (it negates only the effects of monsters face-up on
the field: an effect activated on the field whose monster is no longer there as it resolves is
not negated; Skill Drain does not stop an activation nor its cost) and yugioh-hack.com on
Stardust Dragon / Rescue Rabbit under Skill Drain (a monster that left the field as the cost is
not there to be negated). ygorulings.blogspot.com "DREV Part 2" (the Archer's two Tributes are
its cost; the Archer may be one of them)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

ARCHER = "Amazoness Archer"


def _under_skill_drain(tribute_itself, rules):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Skill Drain", face_down=False)
    archer = table.monster(0, ARCHER)
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ARCHER, player=0, request="idle")
    s.pick("select", archer if tribute_itself else elf, player=0)
    s.pick("select", ox, player=0)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel


def test_amazoness_archer_tributed_itself_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; I Tribute Amazoness Archer itself and Battle Ox
    for its effect. A: the Archer is not on the field as the effect resolves: Skill Drain does
    not negate it: my opponent takes 1200. Both rule sets."""
    for rules in ("GOAT", "MR5"):
        duel = _under_skill_drain(True, rules)
        assert lp(duel) == (8000, 6800), rules
        assert sorted(grave(duel, 0)) == [ARCHER, "Battle Ox"], rules


def test_amazoness_archer_staying_on_the_field_under_skill_drain():
    """Q: the same, but I Tribute Mystical Elf and Battle Ox and the Archer stays. A: it may still
    be activated (the Tributes are paid), but its effect is negated as it resolves: no damage."""
    for rules in ("GOAT", "MR5"):
        duel = _under_skill_drain(False, rules)
        assert lp(duel) == (8000, 8000), rules
        assert sorted(grave(duel, 0)) == ["Battle Ox", "Mystical Elf"], rules
