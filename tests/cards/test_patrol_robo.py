"""Patrol Robo (76775123): in each of its controller's Standby Phases, while it is face-up, its
controller may look at 1 Set card on the opponent's field.

Sources: the card's texts in our words (the 2005 TCG print, TP1-004, and today's do the same: no
ERAS entry); yugioh-wiki.net 《パトロール・ロボ》 (an optional trigger effect in its controller's
Standby Phase; the Set card may be a monster or a Spell/Trap); seed 000 §誘發效果 (an optional
trigger: its controller chooses whether to activate it). That the card is picked as the effect
resolves, not targeted, is our reading of the text ("look at", no "target")."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table

ROBO = "Patrol Robo"


def _seen(duel, player):
    return [e["private"]["name"] for e in of_type(duel, "reveal") if e.get("private", {}).get("player") == player]


def test_patrol_robo_looks_at_a_set_card_in_the_standby_phase():
    """Q: my face-up Patrol Robo; my opponent has a Set Mirror Force and a face-down Battle Ox. In
    my Standby Phase I use the Robo and pick the Set Spell/Trap. A: I (only I) see Mirror Force;
    it stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, ROBO)
    force = table.spell_trap(1, "Mirror Force")
    table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", force, player=0)
    while duel.request.kind != "idle":
        s.pick("pass")
    assert _seen(duel, 0) == ["Mirror Force"] and _seen(duel, 1) == []
    assert not force.card(duel).face_up
    assert [e for e in duel.log_for(1) if e["type"] == "reveal" and "name" in e.get("private", {})] == []


def test_patrol_robo_may_look_at_a_set_monster():
    """Q: my opponent's only Set card is a face-down monster. A: the Robo may look at it (a Set
    card on the field, monster or Spell/Trap): I see Battle Ox; it stays face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, ROBO)
    ox = table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind != "idle":
        if duel.request.kind == "select":
            s.pick("select", ox, player=0)
        else:
            s.pick("pass")
    assert _seen(duel, 0) == ["Battle Ox"] and ox.card(duel).position == "set"


def test_patrol_robo_does_nothing_without_a_set_card_or_when_face_down():
    """Q: my opponent has no Set card; or my Robo itself is face-down. A: no trigger is offered:
    the Standby Phase passes to my Main Phase with nothing seen."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, ROBO)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert duel.request.kind == "idle" and _seen(duel, 0) == []
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, ROBO, position="set")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    assert duel.request.kind == "idle" and _seen(duel, 0) == []


def test_patrol_robo_only_in_its_controllers_standby_phase():
    """Q: my Patrol Robo is face-up in my opponent's Standby Phase. A: the effect is for my own
    Standby Phases only: nothing is offered in theirs."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="standby")
    table.monster(0, ROBO)
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 1 and _seen(duel, 0) == []


def test_patrol_robo_is_negated_by_skill_drain():
    """Q: my opponent has a face-up Skill Drain and a Set Mirror Force. A: the Robo's effect, a
    monster effect activated on the field, may still be activated, but Skill Drain negates it as it
    resolves: no card is picked and I see nothing (seed 000 §效果分類: Skill Drain negates the
    effects of face-up monsters on the field, activated ones as they resolve)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, ROBO)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind != "idle":
        assert duel.request.kind == "chain"
        s.pick("pass")
    assert _seen(duel, 0) == []
