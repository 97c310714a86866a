"""Hiita the Fire Charmer (and the Charmers' shared FLIP effect, `kit.charmer_effects`): FLIP:
target 1 FIRE monster the opponent controls; its controller takes control of it while Hiita
is face-up on the field.

Sources: the card's text (2005 LOD print and today's: "take control ... as long as this card
remains face-up on the field"; the two do the same); Metagame.com's judge article on the Lost
Millennium Charmers ("Charmed": the FLIP effect targets a monster of the named Attribute, which
must still have it when the effect resolves; the control ends once the Charmer leaves the field
or is flipped face-down, e.g. by Book of Moon); seed 000 §效果分類 › 誘發效果 (a FLIP effect is a
trigger activated when the monster is flipped face-up) and §怪獸的表示形式 (Skill Drain-like
negation of a monster's effects: a FLIP effect activated under it is negated). A face-down
monster has no Attribute its opponent can see: it is no target (our reading of the text, as
yugioh-wiki.net 《火霊使いヒータ》 says: 裏側表示のモンスターは対象にできない). The duration is
the effect's text, not an effect that keeps applying: Skill Drain activated after the control
was taken does not give the monster back (our reading, as for any resolved effect)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _charmed(p1_spells=(), p1_face_up=(), p1_monsters=("Great Angus",), rules="MR5"):
    table = Table(rules=rules, turn=3, turn_player=0)
    hiita = table.monster(0, "Hiita the Fire Charmer", position="set")
    for name in p1_monsters:
        table.monster(1, name)
    for name in p1_spells:
        table.spell_trap(1, name)
    for name in p1_face_up:
        table.spell_trap(1, name, face_down=False)
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    return duel, s, hiita


def test_hiita_the_fire_charmer_takes_a_fire_monster_and_keeps_it_past_the_end_phase():
    """Q: I Flip Summon Hiita; my opponent controls Great Angus (FIRE) and Battle Ox (EARTH).
    A: only Great Angus may be targeted; I control it, and it does not go back in the End
    Phase: it stays mine into my opponent's turn while Hiita is face-up."""
    duel, s, hiita = _charmed(p1_monsters=("Great Angus", "Battle Ox"))
    s.pick("flip_summon", hiita)
    s.expect(request="target", player=0)
    assert sorted(o.name for o in duel.request.options if o.kind == "target") == ["Great Angus"]
    s.pick("target", "Great Angus")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Hiita the Fire Charmer", "Great Angus"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
    s.end_turn()
    assert duel.turn == 4 and duel.turn_player == 1
    assert field_monsters(duel, 0) == ["Hiita the Fire Charmer", "Great Angus"]


def test_hiita_the_fire_charmer_cannot_target_a_face_down_monster():
    """Q: my opponent's only FIRE monster, Charcoal Inpachi, is Set: A: Hiita's effect has no
    target (a face-down monster shows no Attribute); flipped, it does nothing else (the only
    other monster is EARTH)."""
    table = Table(turn=3, turn_player=0)
    hiita = table.monster(0, "Hiita the Fire Charmer", position="set")
    table.monster(1, "Charcoal Inpachi", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", hiita)
    _resolve(s)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Hiita the Fire Charmer"]
    assert [e for e in duel.log if e["type"] == "chain"] == []


def test_hiita_the_fire_charmer_turned_face_down_by_book_of_moon_gives_the_monster_back_at_once():
    """Q: Hiita took my opponent's Great Angus; as I go to the Battle Phase my opponent Books
    Hiita: A: Hiita is no longer face-up: Great Angus goes back to my opponent at once (no
    chain link), before any attack."""
    duel, s, hiita = _charmed(p1_spells=("Book of Moon",))
    s.pick("flip_summon", hiita)
    s.pick("target", "Great Angus")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Hiita the Fire Charmer", "Great Angus"]
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", hiita, player=1)
    _resolve(s)
    assert hiita.card(duel).position == "set"
    assert field_monsters(duel, 1) == ["Great Angus"]
    assert [c.name for c in duel.monsters(0)] == ["Hiita the Fire Charmer"]
    assert grave(duel, 1) == ["Book of Moon"]


def test_hiita_the_fire_charmer_destroyed_by_battle_gives_the_monster_back():
    """Q: Hiita (500 ATK) controls my opponent's Great Angus; in their turn their Battle Ox
    attacks Hiita and destroys it: A: Great Angus goes back to my opponent as Hiita leaves."""
    table = Table(turn=3, turn_player=0)
    hiita = table.monster(0, "Hiita the Fire Charmer", position="set")
    table.monster(1, "Great Angus")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", hiita, position=None)
    s.pick("target", "Great Angus")
    _resolve(s)
    s.end_turn()
    s.expect(request="idle", player=1)
    s.pick("battle")
    _resolve(s)
    s.pick("attack", "Battle Ox", target=hiita)
    _resolve(s)
    assert grave(duel, 0) == ["Hiita the Fire Charmer"]
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Great Angus"]
    assert duel.players[0].lp == 8000 - 1200


def test_hiita_the_fire_charmer_keeps_a_monster_booked_face_down():
    """Q: Hiita took Great Angus; my opponent Books Great Angus (not Hiita): A: the control
    goes on (the duration is about Hiita, which is still face-up): the face-down Great Angus
    stays mine."""
    duel, s, hiita = _charmed(p1_spells=("Book of Moon",))
    s.pick("flip_summon", hiita)
    s.pick("target", "Great Angus")
    _resolve(s)
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Great Angus", player=1)
    _resolve(s)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [
        ("Hiita the Fire Charmer", "attack"), ("Great Angus", "set")]
    assert field_monsters(duel, 1) == []


def test_hiita_the_fire_charmer_booked_in_answer_to_its_flip_effect_takes_nothing():
    """Q: Hiita is Flip Summoned; my opponent chains Book of Moon to its FLIP effect and turns
    Hiita face-down: A: its effect resolves with Hiita face-down: I take nothing (the control
    would last only while Hiita is face-up)."""
    duel, s, hiita = _charmed(p1_spells=("Book of Moon",))
    s.pick("flip_summon", hiita)
    s.pick("target", "Great Angus")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", hiita, player=1)
    _resolve(s)
    assert field_monsters(duel, 1) == ["Great Angus"]
    assert hiita.card(duel).position == "set"


def test_hiita_the_fire_charmer_flipped_under_skill_drain_takes_nothing():
    """Q: my opponent's Skill Drain is face-up when I Flip Summon Hiita: A: its FLIP effect is
    activated and negated: Great Angus stays theirs."""
    duel, s, hiita = _charmed(p1_face_up=("Skill Drain",))
    s.pick("flip_summon", hiita)
    s.pick("target", "Great Angus", request="target")
    _resolve(s)
    assert [e["name"] for e in duel.log if e["type"] == "negated"] == ["Hiita the Fire Charmer"]
    assert field_monsters(duel, 1) == ["Great Angus"]
    assert field_monsters(duel, 0) == ["Hiita the Fire Charmer"]


def test_hiita_the_fire_charmer_control_outlasts_a_later_skill_drain_until_hiita_leaves():
    """Q: Hiita took Great Angus; then my opponent activates Skill Drain: A: the monster stays
    mine (the effect resolved; its duration is Hiita staying face-up, which Skill Drain does not
    end); once Hiita is destroyed (Sakuretsu Armor on its attack), Great Angus goes back."""
    duel, s, hiita = _charmed(p1_spells=("Skill Drain", "Sakuretsu Armor"), p1_monsters=("Great Angus", "Battle Ox"))
    s.pick("flip_summon", hiita)
    s.pick("target", "Great Angus")
    _resolve(s)
    s.pick("battle")
    s.pick("activate", "Skill Drain", player=1, request="chain")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Hiita the Fire Charmer", "Great Angus"]
    s.pick("battle", request="idle")
    s.pick("attack", hiita, target="Battle Ox")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", hiita, player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Hiita the Fire Charmer"]
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Great Angus"]
