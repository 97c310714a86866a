"""Armed Dragon LV3 (00980973) levelling up under Skill Drain: the judge's review (round 54q).

Sources: the card's text (in our words: LV3 sends itself to the GY as the cost in its
controller's Standby Phase); Skill Drain (seed 000 §效果分類; yugioh-wiki.net 《スキルドレイン》's
rulings: it negates the effects of face-up monsters on the field, so an effect whose monster
has left the field by the time it resolves -- Exiled Force Tributing itself -- is not negated).
Applied to a LV monster that sends itself as the cost: our reading of that rule (the same as
tests/cards/test_ultimate_insect_lv3_r54i.py); no Goat ruling on Armed Dragon LV3 itself was
found."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_armed_dragon_lv3_levels_up_under_the_opponents_skill_drain():
    """Q: my opponent's Skill Drain is face-up in my Standby Phase. May I still send Armed Dragon
    LV3 to the GY and Special Summon Armed Dragon LV5? A: yes: the cost takes LV3 off the field,
    so as the effect resolves there is no face-up monster's effect for Skill Drain to negate;
    LV5 comes from my Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, "Armed Dragon LV3")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Armed Dragon LV5", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Armed Dragon LV5", player=0)
    s.pick("option", "Attack Position", request="option")
    _finish(s)
    assert field_monsters(duel, 0) == ["Armed Dragon LV5"] and grave(duel, 0) == ["Armed Dragon LV3"]

