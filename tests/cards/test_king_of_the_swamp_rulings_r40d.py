"""King of the Swamp's rulings as players ask them (the MR5 preset; its effect: it may
stand in for any one Fusion Material that a Fusion Monster names, the other materials being the
named ones).

Seed 000 §融合召喚 (the Fusion Materials a Fusion Monster names, sent from the hand or the
field, face-down monsters too); §效果分類 (其他效果: "在場上适用的其他效果基本上都能被「技能抽取」
無效"). Its substitution is an effect of no kind that applies in the hand, on the field (face-down
included) and in the GY; face-up on the field it is negated by Skill Drain. Source:
yugioh-wiki.net 《融合素材代用モンスター》 ("これは分類のない効果(ルール効果)であり、フィールドに
表側表示で存在すると《スキルドレイン》等に無効にされる"; "適用される場所は手札・フィールド(裏側表示も
含む)・墓地のみである").

Request h40d-2: three tests fail on main (41758b2): engine/extra.py `is_substitute` lets a
face-up King of the Swamp substitute under Skill Drain or Effect Veiler and refuses a face-down
one; the hand control passes."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _gaia_table(king_where, king_position="attack", skill_drain=True):
    """Polymerization and Curse of Dragon in the hand; King of the Swamp in the hand or on the
    field; Gaia the Dragon Champion (Gaia The Fierce Knight + Curse of Dragon) in the Extra
    Deck: only King of the Swamp can stand in for Gaia The Fierce Knight."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Curse of Dragon")
    if king_where == "hand":
        table.hand(0, "King of the Swamp")
    else:
        table.monster(0, "King of the Swamp", position=king_position)
    table.extra(0, "Gaia the Dragon Champion")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    return table.build()


def test_king_of_the_swamp_face_up_under_skill_drain_is_no_substitute():
    """Q: Skill Drain is face-up; may my face-up King of the Swamp stand in for Gaia The Fierce
    Knight? A: no: face-up on the field its substitution is negated; Polymerization has no
    Fusion to make (without Skill Drain it could)."""
    assert Script(_gaia_table("field", skill_drain=False)).has("activate", "Polymerization")
    assert not Script(_gaia_table("field")).has("activate", "Polymerization")


def test_king_of_the_swamp_face_down_on_the_field_is_a_substitute_even_under_skill_drain():
    """Q: my King of the Swamp is Set; may Polymerization use it as Gaia The Fierce Knight, with
    Skill Drain face-up? A: yes: its substitution applies on the field face-down too, and Skill
    Drain reaches only face-up monsters."""
    duel = _gaia_table("field", king_position="set")
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Gaia the Dragon Champion")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Gaia the Dragon Champion"]


def test_king_of_the_swamp_from_the_hand_is_a_substitute_under_skill_drain():
    """Q: and from my hand, under Skill Drain? A: yes: Skill Drain negates only monsters
    face-up on the field."""
    duel = _gaia_table("hand")
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Gaia the Dragon Champion")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Gaia the Dragon Champion"]


def test_king_of_the_swamp_under_effect_veiler_is_no_substitute_that_turn():
    """Q: I Normal Summon King of the Swamp; my opponent answers with Effect Veiler on it. May
    Polymerization use it as Gaia The Fierce Knight this turn? A: no: its effects, the
    substitution included, are negated until the end of the turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Curse of Dragon", "King of the Swamp")
    table.extra(0, "Gaia the Dragon Champion")
    table.hand(1, "Effect Veiler")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "King of the Swamp")
    s.pick("activate", "Effect Veiler", player=1)
    s.pick("target", "King of the Swamp", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert not s.has("activate", "Polymerization")
