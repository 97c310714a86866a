"""A Pendulum Monster sent from the field to the GY goes face-up to the Extra Deck whether it
was face-up or face-down there (seed 000 §靈擺怪獸: 靈擺怪獸從場上送去墓地的場合，不會送去墓地而是
表側表示加入自己的額外卡組 -- no word of its position; §墓地 / §額外卡組區域: 在場上被解放·破壞·
卡的效果送去墓地等; yugioh-hack.com, よく分かるペンデュラム召喚 第5回: 裏側のPモンスターが破壊されても
エクストラへ置く)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def _extra_face_up(duel, player):
    return [c.name for c in duel.players[player].extra if c.face_up]


def test_a_set_pendulum_monster_destroyed_goes_face_up_to_the_extra_deck():
    """Question: Flash Knight (a Pendulum Monster) is Set; Dark Hole destroys it. Where does it go?
    Answer: face-up to its owner's Extra Deck, as a face-up one would: the rule reads "from the
    field", not "face-up from the field"."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(1, "Flash Knight", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    assert field_monsters(duel, 1) == []
    assert grave(duel, 1) == []
    assert _extra_face_up(duel, 1) == ["Flash Knight"]


def test_a_set_pendulum_monster_tributed_goes_face_up_to_the_extra_deck():
    """Question: a Set Mandragon is Tributed for Summoned Skull's Tribute Summon.
    Answer: it goes face-up to the Extra Deck (a Tribute is sent from the field to the GY)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Mandragon", position="set")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Mandragon")
    assert grave(duel, 0) == []
    assert _extra_face_up(duel, 0) == ["Mandragon"]
