"""Royal Command (33950246), Continuous Trap: while it is face-up, the effects of Flip monsters are
negated.

Sources, in our words: the card's text (LON-080, 2004: the effects of all Flip Effect Monsters are
negated while it stays face-up; today's text does the same, naming the activations of Flip monsters'
effects too: no ERAS entry); yugioh-wiki.net's general rule for continuous negators (Royal Decree,
Skill Drain: a continuous negation applies at resolution, so a Royal Command chained to a FLIP effect
negates it); our reading: a FLIP effect activated after damage calculation by a Flip monster the
battle destroyed is still an effect of a Flip monster, so it is negated too (the same reach Dark
Balter the Terrible's and Twin-Headed Wolf's negations have)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

RC = "Royal Command"
BUG = "Man-Eater Bug"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_royal_command_negates_a_flip_summoned_man_eater_bug():
    """Q: my Royal Command is face-up; my opponent Flip Summons Man-Eater Bug and its effect targets
    my Battle Ox. A: the effect is activated but negated: Battle Ox stays on the field."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, RC, face_down=False)
    table.monster(0, "Battle Ox")
    table.monster(1, BUG, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BUG, player=1)
    s.pick("target", "Battle Ox", player=1)
    _pass(s)
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 0) == []
    assert any(e["type"] == "chain" for e in duel.log)


def test_royal_command_negates_the_flip_effect_of_a_bug_destroyed_by_battle():
    """Q: with my Royal Command face-up, my opponent's Battle Ox attacks my Set Man-Eater Bug and
    destroys it; its FLIP effect targets Battle Ox after damage calculation. A: the effect of a Flip
    monster is negated even though the Bug is in the GY: Battle Ox survives."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, RC, face_down=False)
    bug = table.monster(0, BUG, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug, player=1)
    _pass(s)
    s.pick("target", "Battle Ox", player=0)
    _pass(s)
    assert grave(duel, 0) == [BUG]
    assert field_monsters(duel, 1) == ["Battle Ox"] and grave(duel, 1) == []


def test_royal_command_chained_to_a_flip_effect_negates_it():
    """Q: my opponent Flip Summons Man-Eater Bug targeting my Battle Ox; I chain my Set Royal
    Command. A: Royal Command resolves first and is face-up when the FLIP effect resolves: negated."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, RC)
    table.monster(0, "Battle Ox")
    table.monster(1, BUG, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BUG, player=1)
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", RC, player=0, request="chain")
    _pass(s)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert duel.players[0].szone[0] is not None and duel.players[0].szone[0].name == RC


def test_royal_command_leaves_other_effect_monsters_alone():
    """Q: with Royal Command face-up, my opponent Normal Summons Sangan and it is destroyed by my
    Smashing Ground; is Sangan's search negated? A: no: Sangan is no Flip monster; it adds Hitotsu-Me
    Giant (1200 ATK) from the Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, RC, face_down=False)
    table.hand(0, "Smashing Ground")
    table.monster(1, "Sangan")
    table.deck(1, ["Hitotsu-Me Giant", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Smashing Ground")
    _pass(s)
    s.pick("select", "Hitotsu-Me Giant", player=1, request="select")
    assert grave(duel, 1) == ["Sangan"]
    assert [c.name for c in duel.players[1].hand] == ["Hitotsu-Me Giant"]
