"""Level Limit - Area B (face-up Level 4 or higher monsters are turned to Defense Position; one
changed to Attack Position is turned back at once) meeting a Level change in the same turn (round 52v).

- Seed 000 §怪獸的表示形式的變更: a monster's position may be changed by its player once a turn,
  but changes made by effects have no such limit and do not use it. Level Limit turning a
  monster to Defense is such a change, so when the monster's Level drops to 3 (Star Changer) the
  lock no longer reaches it and its player may still change it to Attack Position that turn.
- An attacking monster changed to Defense Position before the Damage Step stops attacking
  (yugioh-wiki.net 《エネミーコントローラー》: changing a monster's position stops its attack; the
  engine's rule, battle.py `_attacker_stopped`). A Level 3 attacker raised to Level 4 in the
  Battle Step is turned to Defense by Level Limit at once (seed 000 §效果分類 › 永續效果), so its
  attack ends with no battle."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _star_changer(duel, s, target, raise_it, player):
    s.pick("activate", "Star Changer", player=player)
    s.answer(duel.request.options[0 if raise_it else 1])   # "Increase its Level by 1" / "Decrease"
    s.pick("target", target)
    while duel.request.kind == "chain":
        s.pick("pass")


def test_a_monster_turned_by_level_limit_this_turn_may_be_changed_once_lowered_to_level_3():
    """Q: in my Main Phase 1 I activate Level Limit - Area B: my opponent's Summoned Skull and my
    own Battle Ox (both Level 4+) go to Defense Position. Then I lower Battle Ox to Level 3 with
    Star Changer. May I change it to Attack Position this turn and attack? A: yes: Level Limit's
    change did not use Battle Ox's one change of the turn, and it no longer reaches a Level 3
    monster. Battle Ox (1700) destroys Summoned Skull in Defense Position (1200 DEF)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Level Limit - Area B", "Star Changer")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Level Limit - Area B")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert ox.card(duel).position == "defense" and skull.card(duel).position == "defense"
    # (a change by hand would be offered: Level Limit turns it back at once, round 59c)
    _star_changer(duel, s, "Battle Ox", raise_it=False, player=0)
    s.pick("change_position", "Battle Ox", position="attack", request="idle")
    assert ox.card(duel).position == "attack"
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("attack", "Battle Ox", target=skull, request="battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Summoned Skull"]
    assert lp(duel) == (8000, 8000)


def test_a_level_3_attacker_raised_to_level_4_is_turned_to_defense_and_stops():
    """Q: Level Limit - Area B is face-up; my Level 3 Sangan attacks my opponent directly and
    they raise it to Level 4 with their Set Star Changer. A: Level Limit turns Sangan to
    Defense Position at once; a Defense Position monster cannot go on attacking: the attack
    ends, no damage."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    sangan = table.monster(0, "Sangan")
    table.spell_trap(1, "Star Changer")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Sangan", target="player")
    _star_changer(duel, s, "Sangan", raise_it=True, player=1)
    assert sangan.card(duel).position == "defense"
    assert [e["reason"] for e in of_type(duel, "attack_ended")] == ["attacker_defense"]
    assert of_type(duel, "battle") == []
    assert lp(duel) == (8000, 8000)
    assert [o.kind for o in s.expect(request="battle", player=0).options] == ["end_battle"]
