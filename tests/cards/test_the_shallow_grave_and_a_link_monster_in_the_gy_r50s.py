"""The Shallow Grave Special Summons each player's chosen GY monster face-down in Defense
Position. A Link Monster has no Defense Position and is never face-down (seed 001, the paragraph
on 連接怪獸: no face-up or face-down Defense Position; its position cannot be changed by rules or
effects), so it cannot be Special Summoned that way and cannot be chosen as The Shallow Grave's
target -- even a Link Monster that was Link Summoned and may otherwise be revived. An Xyz Monster
properly summoned may be (it has a Defense Position and may be face-down: seed 004 §XYZ召唤的怪兽
在场上里侧表示存在的场合).

Sources: yugioh-wiki 「リンクモンスター」 (cannot be placed in Defense Position or face-down; an
effect that would Special Summon it face-down / in Defense Position cannot choose it); yugioh-wiki
《浅すぎた墓穴》 (the targets are monsters the effect can Special Summon face-down)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

SHALLOW = "The Shallow Grave"


def _table(*mine):
    table = Table(rules="MR5", turn=3, turn_player=0)
    refs = table.grave(0, *mine)
    refs = refs if isinstance(refs, list) else [refs]
    table.properly_summoned(*refs)                      # Link / Xyz Summoned before
    table.grave(1, "Celtic Guardian")
    table.hand(0, SHALLOW)
    return table.build()


def test_control_a_properly_summoned_xyz_monster_is_set_face_down():
    duel = _table("Number 39: Utopia")
    s = Script(duel)
    s.pick("activate", SHALLOW)
    s.pick("target", "Number 39: Utopia")
    s.pick("target", "Celtic Guardian", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    [utopia] = duel.monsters(0)
    assert utopia.name == "Number 39: Utopia" and utopia.position == S.FACEDOWN_DEFENSE


def test_a_link_monster_is_not_a_target_of_the_shallow_grave():
    """Q: Link Spider (Link Summoned earlier) and Utopia are in my GY. Which may I target with The
    Shallow Grave? A: Utopia only."""
    duel = _table("Link Spider", "Number 39: Utopia")
    s = Script(duel)
    s.pick("activate", SHALLOW)
    assert s.has("target", "Number 39: Utopia")
    assert not s.has("target", "Link Spider")


def test_the_shallow_grave_is_not_offered_with_only_a_link_monster_in_the_gy():
    """Q: my GY holds only Link Spider. May I activate The Shallow Grave? A: no: I have no monster
    it can summon."""
    duel = _table("Link Spider")
    assert not Script(duel).has("activate", SHALLOW)
