"""Level Limit - Area B changes a Level 4 or higher monster in Attack Position to Defense
Position also while a monster stands in an Extra Monster Zone (a Link Monster, which has no
Level and stays in Attack Position).

Rules cited: seed 000 §永續魔法 (a Continuous Spell's effect applies while it is face-up),
§勝負判定條件's state checks (position-forcing effects apply at once). Card behaviour: Level
Limit - Area B's current OCG/TCG text ("Change all face-up Level 4 or higher monsters to
Defense Position."). Round 26q (helper h26q): kills actions.py `_state_check_pass`' force
step with its list of the monsters in Attack Position remade, for an Extra Monster Zone
monster, from the monsters not in Attack Position (`==` made `!=`).
"""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_level_limit_area_b_changes_a_level_8_monster_with_a_link_monster_in_an_extra_monster_zone():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Decode Talker", zone=5)
    table.monster(1, "Summoned Skull")
    table.hand(0, "Level Limit - Area B")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Level Limit - Area B")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.expect("idle", player=0)
    skull = [c for c in duel.players[1].mzone if c is not None][0]
    talker = duel.emz[0] or duel.emz[1]
    assert skull.data.name == "Summoned Skull" and skull.position == S.FACEUP_DEFENSE
    assert talker.data.name == "Decode Talker" and talker.position == S.FACEUP_ATTACK
