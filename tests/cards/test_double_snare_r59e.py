"""Double Snare (3682106), Normal Spell: target one face-up card on the field that has an effect
stopping Trap activations or negating Trap effects, and destroy it.

Sources, in our words: the card's text (LOD-015, 2004, and today's agree: no ERAS entry; its early
print names Jinzo and Royal Decree as the cards it answers); seed 000 §魔法卡 (a Normal Spell in the
Main Phase); that a negated Jinzo (Skill Drain) still "has" the effect and may be targeted is our
reading of the text (no ruling found)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

DS = "Double Snare"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_double_snare_destroys_jinzo():
    """Q: my opponent controls Jinzo and Battle Ox; I activate Double Snare. A: only Jinzo is a target
    (Battle Ox has no such effect); Jinzo is destroyed and goes to my opponent's GY."""
    table = Table(rules="GOAT", turn=3)
    jinzo = table.monster(1, "Jinzo")
    ox = table.monster(1, "Battle Ox")
    table.hand(0, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DS)
    assert not s.has("target", ox)
    s.pick("target", jinzo)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Jinzo"] and grave(duel, 0) == [DS]
    assert ox.card(duel).location == "mzone"


def test_double_snare_destroys_a_face_up_royal_decree():
    """Q: my opponent's Royal Decree is face-up, and they have a Set Royal Decree too. A: the face-up
    one is a target, the Set one is not (its effect is nobody's to see); the face-up one is destroyed."""
    table = Table(rules="MR5", turn=3)
    up = table.spell_trap(1, "Royal Decree", face_down=False)
    down = table.spell_trap(1, "Royal Decree")
    table.hand(0, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DS)
    assert not s.has("target", down)
    s.pick("target", up)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Royal Decree"]
    assert down.card(duel).location == "szone"


def test_double_snare_cannot_be_activated_without_a_trap_stopper():
    """Q: only Battle Ox, a Set Jinzo and a face-up Swords of Revealing Light are on the field. A: no
    face-up card stops Traps: Double Snare cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.monster(1, "Battle Ox")
    table.monster(1, "Jinzo", position="set")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.hand(0, DS)
    duel = table.build()
    assert not Script(duel).has("activate", DS)


def test_double_snare_targets_jinzo_negated_by_skill_drain():
    """Q: my opponent controls Jinzo, negated by their face-up Skill Drain (so my Traps work again). A:
    Jinzo still has the effect in its text: Double Snare may target and destroy it (our reading);
    Skill Drain, a Trap and no stopper of Traps, is no target."""
    table = Table(rules="GOAT", turn=3)
    drain = table.spell_trap(1, "Skill Drain", face_down=False)
    jinzo = table.monster(1, "Jinzo")
    table.hand(0, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DS)
    assert not s.has("target", drain)
    s.pick("target", jinzo)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Jinzo"]
