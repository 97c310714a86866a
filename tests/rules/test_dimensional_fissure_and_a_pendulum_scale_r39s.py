"""Dimensional Fissure banishes *monsters* sent to the GY; a Pendulum card in a Pendulum Zone
is a Spell Card there (seed 000 §當作魔法卡的靈擺怪獸: 在靈擺區域發動的靈擺怪獸視為魔法卡; seed 000
§大師規則3 notes: 當作魔法卡進行發動的靈擺怪獸不被視為怪獸). So a destroyed scale is no monster sent
to the GY: Dimensional Fissure does not touch it and it goes face-up to the Extra Deck (seed 000
§靈擺怪獸). Ruling sources: the Chinese OCG rules FAQ quoted at slackerblud.com (靈擺區域的靈擺怪獸
被破壞，「次元裂縫」不適用，因為它作為魔法卡存在於場上，加入額外卡組); fusion-helper-tool judge notes 43
("Dimensional Fissure -- any monster sent to the GY": a scale is a Spell there)."""

from duelist.testing.reads import banished
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def _extra_face_up(duel, player):
    return [c.name for c in duel.players[player].extra if c.face_up]


def test_dimensional_fissure_banishes_a_pendulum_monster_but_not_a_pendulum_scale():
    """Question: with Dimensional Fissure ("monsters sent to the GY are banished") face-up,
    Mystical Space Typhoon destroys a Pendulum Scale, then Dark Hole destroys a Pendulum Monster.
    Answer: the scale is a Spell Card in its Pendulum Zone (seed 000 §當作魔法卡的靈擺怪獸),
    not a monster: it goes face-up to the Extra Deck; the monster is banished."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon", "Dark Hole")
    table.spell_trap(0, "Dimensional Fissure", face_down=False)
    table.pendulum(1, "Dragon Horn Hunter", "left")
    table.monster(1, "Flash Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Dragon Horn Hunter")
    _resolve(duel, s)
    assert _extra_face_up(duel, 1) == ["Dragon Horn Hunter"] and banished(duel, 1) == []
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    assert banished(duel, 1) == ["Flash Knight"]
    assert _extra_face_up(duel, 1) == ["Dragon Horn Hunter"]
