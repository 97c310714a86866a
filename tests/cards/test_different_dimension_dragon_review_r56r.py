"""Different Dimension Dragon (50939127), a judge's review (round 56r): what its two continuous
effects do face-down, in Defense Position, against an ATK raised in the Battle Step, and when the
Trap that revived it leaves the field.

Sources: the card's texts in our words; yugioh-wiki.net 《異次元竜 トワイライトゾーンドラゴン》
(two continuous effects: no destruction by a Spell/Trap effect that does not target it, no
destruction by battle with a monster of 1900 or less ATK; Dark Hole / Mirror Force / Fissure do
not destroy it; it has no answer to a targeting effect); seed 000 §效果分類 (a monster's
continuous effect applies only while it is face-up on the field: a face-down one has none);
seed 004 §伤害的判定 (the battling monster's ATK is read at damage calculation)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

DDD = "Different Dimension Dragon"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_different_dimension_dragon_face_down_is_destroyed_by_dark_hole():
    """Q: my Different Dimension Dragon is Set (face-down) when my opponent activates Dark Hole.
    A: a face-down monster's continuous effects do not apply: it is destroyed with the rest."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, DDD, position="set")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [DDD]


def test_different_dimension_dragon_in_defense_survives_a_1900_attacker():
    """Q: Mad Dog of Darkness (1900 ATK) attacks my face-up Defense Position Different Dimension
    Dragon (1500 DEF). A: the battling monster's ATK is 1900 or less: it is not destroyed, and a
    Defense Position monster takes its player no damage: 8000 each."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ddd = table.monster(0, DDD, position="defense")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mad Dog of Darkness", target=ddd, player=1)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == [DDD] and lp(duel) == (8000, 8000)


def test_different_dimension_dragon_an_attacker_raised_over_1900_destroys_it():
    """Q: Battle Ox (1700) attacks my Attack Position Different Dimension Dragon (1200); in the
    Battle Step my opponent equips Rush Recklessly (+700: 2400). A: the ATK at damage calculation
    counts: 2400 is over 1900, it is destroyed and I take 1200."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ddd = table.monster(0, DDD)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=ddd, player=1)
    s.pick("activate", "Rush Recklessly", player=1, request="chain")
    while duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    _pass_all(s, duel)
    assert grave(duel, 0) == [DDD] and lp(duel) == (6800, 8000)


def test_different_dimension_dragon_ring_of_destruction_targets_it():
    """Q: my opponent activates Ring of Destruction on my Different Dimension Dragon. A: a Trap
    that targets it destroys it; both players take 1200."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, DDD)
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ring of Destruction", player=1)
    while duel.request.kind == "target":
        s.pick("target", DDD, player=1)
    _pass_all(s, duel)
    assert grave(duel, 0) == [DDD] and lp(duel) == (6800, 6800)


def test_different_dimension_dragon_revived_by_call_of_the_haunted_stays_when_it_is_destroyed():
    """Q: my Different Dimension Dragon was revived by my Call of the Haunted; my opponent's
    Mystical Space Typhoon destroys Call of the Haunted. A (a reading: no ruling found): Call of
    the Haunted's "destroy that monster" is a Trap effect that targets nothing as it applies (the
    link resolving is Mystical Space Typhoon's, which targets the Trap): the Dragon stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, DDD)
    table.spell_trap(0, "Call of the Haunted")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0)
    while duel.request.kind == "target":
        s.pick("target", DDD, player=0)
    _pass_all(s, duel)
    while duel.request.kind == "option":
        s.pick("option", "Attack Position", player=0)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == [DDD]
    s.end_turn()
    s.pick("activate", "Mystical Space Typhoon", player=1)
    while duel.request.kind == "target":
        s.pick("target", "Call of the Haunted", player=1)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == [DDD] and grave(duel, 0) == ["Call of the Haunted"]
