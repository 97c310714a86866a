"""Kaiser Colosseum (35059553) and control changes: a control change places no monster, so the
count limit on the monsters its controller's opponent puts on the field never bars one (round
58y).

Sources, read in our words: yugioh-wiki.net 《カイザーコロシアム》 (the limit is on monsters put
on the field: summons and placements) and the previously official TCG rulings gathered at
yugioh.wikia Card Rulings:Kaiser Colosseum with mikamika.de's Goat-era summary: Change of Heart
or Snatch Steal can be used under it, a control change placing no monster. Our reading: the
same holds for a control that ends (Change of Heart's End Phase): the monster goes back to its
player's Main Monster Zone however many monsters that leaves them, and only a zone no effect
leaves usable sends it to the GY. The preset is today's rules unless a test says GOAT."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

KC = "Kaiser Colosseum"


def _pass_to_idle(s):
    while s.duel.request.kind != "idle":
        s.pick("pass")


def test_snatch_steal_takes_a_monster_under_the_opponents_kaiser_colosseum():
    """Q: my opponent controls Kaiser Colosseum and Mystical Elf; I control Battle Ox and
    activate Snatch Steal on the Elf. A: the activation is allowed (a control change places no
    monster) and I control both monsters, two against none; in 2005 the same."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(1, KC, face_down=False)
        table.monster(1, "Mystical Elf")
        table.monster(0, "Battle Ox")
        table.hand(0, "Snatch Steal")
        duel = table.build()
        s = Script(duel)
        assert s.has("activate", "Snatch Steal"), rules
        s.pick("activate", "Snatch Steal")
        s.pick("target", "Mystical Elf")
        _pass_to_idle(s)
        assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Mystical Elf"], rules
        assert field_monsters(duel, 1) == [], rules


def test_mind_control_takes_a_monster_under_the_opponents_kaiser_colosseum():
    """Q: my opponent controls Kaiser Colosseum and Mystical Elf; I control Battle Ox and
    activate Mind Control on the Elf. A: allowed, as Change of Heart: I control both."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, KC, face_down=False)
    table.monster(1, "Mystical Elf")
    table.monster(0, "Battle Ox")
    table.hand(0, "Mind Control")
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Mind Control")
    s.pick("activate", "Mind Control")
    s.pick("target", "Mystical Elf")
    _pass_to_idle(s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Mystical Elf"]


def test_a_monster_taken_goes_back_in_the_end_phase_past_the_kaiser_colosseum_count():
    """Q: I control Kaiser Colosseum and Battle Ox; my opponent controls Mystical Elf, Celtic
    Guardian and Gemini Elf. I take the Mystical Elf with Change of Heart (two against two). A:
    in the End Phase it goes back to my opponent although they then control three monsters to
    my one: a control returning places no monster, so the Colosseum does not send it to the GY."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, KC, face_down=False)
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Gemini Elf")
    table.hand(0, "Change of Heart")
    table.deck(1, ["Pot of Greed"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Mystical Elf")
    _pass_to_idle(s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Mystical Elf"]
    s.pick("end_turn")
    assert duel.turn == 4
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Gemini Elf", "Mystical Elf"]
    assert grave(duel, 1) == []
