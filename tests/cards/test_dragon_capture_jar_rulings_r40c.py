"""Dragon Capture Jar's rulings as the Yugi starter deck raises them (SDY-045): while it is face-up,
every face-up Dragon on the field is in Defense Position and cannot change its position.

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: yugioh-wiki.net 《ドラゴン族・封印の壺》 (every face-up Dragon becomes face-up Defense
Position: their attacks and position changes are sealed); the trap rulings article on Pojo's
garage (quoting the card of the time: every Dragon on the field is switched to Defense
Position and stays so while the Jar applies; a Continuous Trap); Pojo's card of the day
of Trap Hole, 2002-05-14 (Lord of D. stops only effects that target; the Jar targets
nothing). Seed 000 §怪獸的表示形式 (a monster's position is changed by hand once a turn; changes
made by effects have no such limit)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_dragon_capture_jar_in_answer_to_a_dragons_attack_stops_the_attack():
    """Q: my opponent's Blue-Eyes White Dragon attacks my Celtic Guardian; I activate Dragon
    Capture Jar: A: Blue-Eyes is changed to Defense Position and its attack does not go on:
    no battle, no damage."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    bewd = table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Dragon Capture Jar")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="Celtic Guardian")
    s.pick("activate", "Dragon Capture Jar", player=0, request="chain")
    _resolve(s)
    s.expect(request="battle", player=1)
    assert bewd.card(duel).position == "defense"
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and lp(duel) == (8000, 8000)
    assert not s.has("attack")


def test_dragons_the_flute_summons_beside_a_face_up_jar_are_in_defense_despite_lord_of_d():
    """Q: my Lord of D. is face-up and my opponent's Dragon Capture Jar too; I Flute out
    Blue-Eyes White Dragon and Koumori Dragon in Attack Position: A: the Jar targets nothing,
    so Lord of D. does not stop it: both Dragons are in Defense Position at once."""
    table = Table(turn=3)
    table.monster(0, "Lord of D.")
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.hand(0, "The Flute of Summoning Dragon", "Blue-Eyes White Dragon", "Koumori Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Flute of Summoning Dragon")
    _resolve(s)
    s.pick("select", "Blue-Eyes White Dragon")
    s.pick("select", "Koumori Dragon")
    s.pick("option", "Attack Position", request="option")
    s.pick("option", "Attack Position", request="option")
    _resolve(s)
    s.expect(request="idle", player=0)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [
        ("Lord of D.", "attack"), ("Blue-Eyes White Dragon", "defense"),
        ("Koumori Dragon", "defense")]


def test_a_dragon_the_jar_turned_to_defense_may_still_change_by_hand_once_the_jar_is_gone():
    """Q: I activate my Dragon Capture Jar, which turns my own Koumori Dragon to Defense
    Position; then I destroy the Jar with Remove Trap: may I change the Dragon back to Attack
    Position this turn? A: yes: a position change made by an effect does not use the monster's
    one change a turn (seed 000 §怪獸的表示形式)."""
    table = Table(turn=3)
    koumori = table.monster(0, "Koumori Dragon")
    table.spell_trap(0, "Dragon Capture Jar")
    table.hand(0, "Remove Trap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragon Capture Jar")
    _resolve(s)
    assert koumori.card(duel).position == "defense"
    assert not s.has("change_position", "Koumori Dragon")
    s.pick("activate", "Remove Trap")
    s.pick("target", "Dragon Capture Jar")
    _resolve(s)
    s.pick("change_position", "Koumori Dragon", position="attack")
    assert koumori.card(duel).position == "attack"
