"""Guardian Ceal (10755153): summoned only with its face-up "Shooting Star Bow - Ceal"; its
ignition effect sends an Equip Card equipped to it to the GY to destroy a monster the opponent
controls.

Sources, read in our words: yugioh-wiki.net and the Guardian pages of aniwota atwiki (the OCG
text: Normal, Flip and Special Summon only while the Bow is on your field, a Set free; "by
sending 1 of your Equip Cards equipped to this card to the GY, destroy 1 monster on the
opponent's field": an ignition effect, the sending its cost, no limit a turn, so two Equip Cards
destroy two monsters) and today's TCG text (it targets the monster). The 2005 TCG print (DCR):
a Normal Summon or Set only with the Bow (as Guardian Grarl's tests); the effect does the same
(our reading: we target in both texts). Skill Drain: the effect is activated, its cost paid,
and negated as it resolves (docs/cards.md, negation of a monster's effect on the field)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CEAL = "Guardian Ceal"
BOW = "Shooting Star Bow - Ceal"


def _pass_all(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5", equips=(BOW,), opp_equip=None):
    table = Table(rules=rules, turn=3, turn_player=0)
    ceal = table.monster(0, CEAL)
    for name in equips:
        table.spell_trap(0, name, face_down=False, equipped_to=ceal)
    if opp_equip:
        table.spell_trap(1, opp_equip, face_down=False, equipped_to=ceal)
    table.monster(1, "Mystical Elf")
    table.monster(1, "Battle Ox")
    return table


def test_guardian_ceal_sends_its_bow_to_destroy_a_monster():
    """Q: my Ceal wears my Shooting Star Bow (700 ATK). I send the Bow to the GY and target
    Mystical Elf. A: the Elf is destroyed; the Bow is in my GY and Ceal has 1700 ATK again."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", CEAL)
    s.pick("select", BOW)
    s.pick("target", "Mystical Elf")
    _pass_all(s)
    assert grave(duel, 0) == [BOW]
    assert grave(duel, 1) == ["Mystical Elf"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert duel.atk(duel.monsters(0)[0]) == 1700


def test_guardian_ceal_no_equip_no_effect():
    """Q: my Ceal wears no Equip Card. A: its effect cannot be activated (no cost to pay)."""
    s = Script(_table(equips=()).build())
    assert not s.has("activate", CEAL)


def test_guardian_ceal_twice_with_two_equip_cards():
    """Q: my Ceal wears the Bow and Axe of Despair. A: no limit a turn: one effect for each;
    both of my opponent's monsters are destroyed."""
    duel = _table(equips=(BOW, "Axe of Despair")).build()
    s = Script(duel)
    for equip, victim in ((BOW, "Mystical Elf"), ("Axe of Despair", "Battle Ox")):
        s.pick("activate", CEAL)
        s.pick("select", equip)
        s.pick("target", victim)
        _pass_all(s)
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Axe of Despair", BOW]


def test_guardian_ceal_not_the_opponents_equip_card():
    """Q: my Ceal wears only my opponent's Axe of Despair. A: the cost is one of my own Equip
    Cards: the effect cannot be activated."""
    s = Script(_table(equips=(), opp_equip="Axe of Despair").build())
    assert not s.has("activate", CEAL)


def test_guardian_ceal_under_skill_drain_pays_for_nothing():
    """Q: my opponent's Skill Drain is face-up; I activate Ceal, sending the Bow. A: the cost
    is paid, the effect is negated: Mystical Elf stays."""
    table = _table()
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CEAL)
    s.pick("select", BOW)
    s.pick("target", "Mystical Elf")
    _pass_all(s)
    assert grave(duel, 0) == [BOW]
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Mystical Elf"]


def test_guardian_ceal_summon_rule_by_era():
    """Q: Ceal in my hand, no Bow. A: (both) no Normal Summon; today's text allows a Set; a
    Set Ceal may be Flip Summoned under the 2005 text only."""
    for rules, flip in (("MR5", False), ("GOAT", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, CEAL)
        table.monster(0, CEAL, position="set")
        s = Script(table.build())
        assert not s.has("summon", CEAL), rules
        assert s.has("flip_summon", CEAL) == flip, rules
    table = Table(turn=3, turn_player=0)
    table.hand(0, CEAL)
    assert Script(table.build()).has("set", CEAL)
