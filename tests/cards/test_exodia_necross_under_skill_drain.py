"""Exodia Necross's own destruction ("destroy it if the five Forbidden One pieces are not all in
your GY") is an effect of the monster: under Skill Drain (the effects of face-up monsters on the
field are negated: seed 000 §效果分類 › 永續效果, §其他效果 -- "在場上适用的其他效果基本上都能被「技能
抽取」無效") it does not apply, so Exodia Necross stays; once Skill Drain is gone it applies at once."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

FOUR_PIECES = ("Exodia the Forbidden One", "Left Arm of the Forbidden One",
               "Right Arm of the Forbidden One", "Left Leg of the Forbidden One")


def test_exodia_necross_with_four_pieces_in_the_gy_stays_under_skill_drain_until_it_is_gone():
    """Q: Skill Drain is face-up; my Exodia Necross stands with only four pieces in my GY. Is it
    destroyed? A: no, while Skill Drain applies; when Mystical Space Typhoon destroys Skill Drain,
    Exodia Necross is destroyed at once."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Exodia Necross", summon_kind="proc")
    table.grave(0, *FOUR_PIECES)
    table.hand(0, "Mystical Space Typhoon")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    assert field_monsters(duel, 0) == ["Exodia Necross"]
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Skill Drain", request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == []
    assert "Exodia Necross" in [c.name for c in duel.players[0].grave]
