"""Dream Clown (13215230): when this face-up Attack Position monster is changed to face-up
Defense Position, it targets 1 monster the opponent controls and destroys it (a mandatory
trigger).

Sources: the card's texts in our words (Metal Raiders MRD-080, 2005: changed from Attack
to Defense Position, it destroys 1 of the opponent's monsters; today's: the change
to face-up Defense Position, target 1 monster the opponent controls): yugioh-wiki.net
《ドリーム・ピエロ》 (an 誘発効果; it works with any change to Defense Position, its controller's own in
the Main Phase or a card's: 《つまずき》, 《アヌビスの呪い》, the 【つまずき】 deck page); seed 000
§怪獸的表示形式 (a face-down monster's effects are not activated, so a change to face-down Defense
Position starts nothing: our reading, both texts); seed 000 §誘發效果 (a mandatory trigger that has
no target is not activated: our reading). The engine fact it needs: the happening
H.POSITION_CHANGED (round h56b)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

CLOWN = "Dream Clown"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _chains(duel):
    return [e["name"] for e in of_type(duel, "chain")]


def test_dream_clown_changed_by_hand_destroys_a_monster():
    """Q: in my Main Phase I change my face-up Attack Position Dream Clown (on the field since an
    earlier turn) to Defense Position. A: its effect activates: I target the opponent's Battle Ox
    and it is destroyed; their Mystical Elf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CLOWN)
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", CLOWN)
    assert duel.request.kind == "target"
    s.pick("target", ox)
    _pass(s)
    assert _chains(duel) == [CLOWN]
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == ["Mystical Elf"]
    assert duel.monsters(0)[0].position == "defense"


def test_dream_clown_changed_by_the_opponents_enemy_controller():
    """Q: in their turn my opponent activates Enemy Controller to change my Attack Position Dream
    Clown to Defense Position. A: Dream Clown's effect activates after it resolves and destroys
    their Battle Ox (its only target)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    clown = table.monster(0, CLOWN)
    table.monster(1, "Battle Ox")
    table.hand(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.answer(s.options("activate", "Enemy Controller", player=1)[0])     # change a position
    s.pick("target", clown, player=1)
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", "Battle Ox", player=0)
        else:
            s.pick("pass", player=duel.request.player)
    assert _chains(duel) == ["Enemy Controller", CLOWN]
    assert grave(duel, 1) == ["Enemy Controller", "Battle Ox"]
    assert field_monsters(duel, 1) == []


def test_dream_clown_defense_to_attack_does_nothing():
    """Q: my Dream Clown is in face-up Defense Position; I change it to Attack Position. A:
    nothing: only a change from Attack to Defense Position starts its effect."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CLOWN, position="defense")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", CLOWN)
    assert duel.request.kind == "idle"
    assert _chains(duel) == [] and field_monsters(duel, 1) == ["Battle Ox"]


def test_dream_clown_turned_face_down_by_book_of_moon_does_nothing():
    """Q: my opponent activates Book of Moon on my Attack Position Dream Clown (face-down Defense
    Position). A: nothing: a face-down monster activates no effect; Battle Ox stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    clown = table.monster(0, CLOWN)
    table.monster(1, "Battle Ox")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", clown, player=1)
    _pass(s)
    assert _chains(duel) == ["Book of Moon"]
    assert field_monsters(duel, 1) == ["Battle Ox"] and duel.monsters(0)[0].position == "set"


def test_dream_clown_face_down_attacked_does_nothing():
    """Q: my face-down Defense Position Dream Clown is attacked by Battle Ox and flipped face-up in
    Defense Position. A: that is no change from Attack Position: nothing; the Clown (900 DEF) is
    destroyed by battle."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    clown = table.monster(0, CLOWN, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=clown, request="battle", player=1)
    _pass(s)
    assert _chains(duel) == []
    assert grave(duel, 0) == [CLOWN] and field_monsters(duel, 1) == ["Battle Ox"]


def test_dream_clown_nothing_to_target_no_activation():
    """Q: the opponent controls no monster; I change Dream Clown to Defense Position. A: the
    effect has no target, so it is not activated; the menu comes back."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CLOWN)
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", CLOWN)
    assert duel.request.kind == "idle" and _chains(duel) == []


def test_dream_clown_under_skill_drain_destroys_nothing():
    """Q: Skill Drain is face-up; I change Dream Clown to Defense Position. A: the effects of
    face-up monsters on the field are negated: Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CLOWN)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", CLOWN)
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.answer(duel.request.options[0])
        else:
            s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 1) == ["Battle Ox"]
