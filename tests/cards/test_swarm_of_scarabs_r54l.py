"""Swarm of Scarabs (15383415): once per turn, in its controller's Main Phase, it may turn
itself face-down Defense Position; when flipped face-up it targets a monster on the field and
destroys it (mandatory).

Sources: the card's text (PGD 2004/2005 and today's, in our words: one meaning, no ERAS entry);
yugioh-wiki.net 《スカラベの大群》: an ignition effect turns it face-down once per turn, the flip
effect targets (either side, itself too) and is mandatory; seed 000 §反轉效果: a FLIP effect
starts however the monster is flipped face-up (a Flip Summon, an attack, an effect); seed 004
§翻转效果的发动: flipped by an attack, it cannot target a monster whose destruction by that
battle is decided. Light of Intervention (its text): monsters cannot be turned face-down."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

SCARABS = "Swarm of Scarabs"


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_swarm_of_scarabs_flip_summon_destroys_a_monster():
    """Q: I Flip Summon Swarm of Scarabs. A: it must target a monster: I pick my opponent's
    Battle Ox and it is destroyed."""
    table = Table(rules="GOAT", turn=3)
    scarabs = table.monster(0, SCARABS, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", scarabs)
    s.pick("target", "Battle Ox", player=0, request="target")
    _finish(s)
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == [SCARABS]


def test_swarm_of_scarabs_turns_itself_face_down_once_per_turn():
    """Q: my face-up Swarm of Scarabs: may I turn it face-down, and again the same turn? A: once:
    it turns face-down Defense Position; the option is gone for the rest of the turn."""
    table = Table(rules="GOAT", turn=3)
    scarabs = table.monster(0, SCARABS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SCARABS)
    _finish(s)
    assert scarabs.card(duel).position == "set"
    assert not s.has("activate", SCARABS)


def test_swarm_of_scarabs_flipped_by_an_attack_cannot_target_itself():
    """Q: my opponent's Battle Ox (1700) attacks my face-down Swarm of Scarabs (1000 DEF); its
    only other monster is Hitotsu-Me Giant. A: the Scarabs are destroyed by the battle, and the
    flip effect (after damage calculation) cannot target them: it targets Battle Ox or the Giant;
    I pick Battle Ox."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    scarabs = table.monster(0, SCARABS, position="set")
    table.monster(1, "Battle Ox")
    table.monster(1, "Hitotsu-Me Giant")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=scarabs)
    _finish(s)
    s.expect(request="target", player=0)
    assert sorted(o.name for o in duel.request.options) == ["Battle Ox", "Hitotsu-Me Giant"]
    s.pick("target", "Battle Ox")
    _finish(s)
    assert grave(duel, 0) == [SCARABS] and grave(duel, 1) == ["Battle Ox"]


def test_swarm_of_scarabs_must_destroy_itself_when_alone():
    """Q: no other monster is on the field when I Flip Summon it. A: the effect is mandatory and
    may target itself: the Scarabs destroy themselves."""
    table = Table(rules="GOAT", turn=3)
    scarabs = table.monster(0, SCARABS, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", scarabs)
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options] == [SCARABS]     # no "done": mandatory
    s.pick("target", SCARABS)
    _finish(s)
    assert grave(duel, 0) == [SCARABS]


def test_swarm_of_scarabs_cannot_turn_face_down_under_light_of_intervention():
    """Q: Light of Intervention is face-up. A: the Scarabs' effect to turn face-down is not
    offered."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, SCARABS)
    table.spell_trap(1, "Light of Intervention", face_down=False)
    s = Script(table.build())
    assert not s.has("activate", SCARABS)
