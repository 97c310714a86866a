"""Skill Drain negates the effects of face-up monsters on the field (Monster Zones). A Pendulum
Monster in a Pendulum Zone is a Spell Card there (seed 001 【ペンデュラムモンスター（靈擺怪獸）】:
placed in the Pendulum Zone it is treated as a Spell Card), so its Pendulum Effect is not a
monster's effect on the field: Dragonpit Magician's Pendulum Effect resolves under Skill Drain
and may destroy Skill Drain itself. (Imperial Order, which negates Spell Cards, is the card that
stops it: tests/cards/test_dragonpit_magician_under_imperial_order_r50r.py.)

Sources: yugioh-wiki 《スキルドレイン》 (it negates only the effects of face-up monsters on the field,
フィールドに表側表示で存在するモンスターの効果のみ); yugioh-wiki 「ペンデュラム効果」 (a card in the
Pendulum Zone is a Spell Card; its Pendulum Effect is a Spell Card's effect)."""

from duelist.testing.scenario import Script, Table


def test_dragonpit_magician_destroys_skill_drain_with_its_pendulum_effect():
    """Q: my opponent's Skill Drain is face-up; my Dragonpit Magician is in my Pendulum Zone.
    May I discard Flash Knight to destroy Skill Drain? A: yes; the effect is not negated."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragonpit Magician", "left")
    table.hand(0, "Flash Knight")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragonpit Magician")
    s.pick("select", "Flash Knight")
    s.pick("target", "Skill Drain")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [c.name for c in duel.players[1].grave] == ["Skill Drain"]
    assert [c.name for c in duel.players[0].grave] == ["Flash Knight"]
