"""A "once per turn" effect is counted per card while it stays face-up where it is: a monster
turned face-down and face-up again is a new card and may use it again that turn (round 38r).

Ruling: the OCG rule book on 「1ターンに1度」 (a soft once-per-turn effect may be used again by a
card that left the field or was turned face-down and came face-up again: it is treated as
another card); Yugipedia "Once per turn" ("once per turn per card, while that card is face-up
in its current location"); seed 000 §怪獸的表示形式 / §裝備魔法 treat a face-down monster as having
left what applied to it face-up. Stealth Bird's own effect turns it face-down; the effect is
not a manual position change, so it may then be Flip Summoned (seed 001 §表示形式: 因效果而導致的
表示形式改變沒有次數限制)."""

from duelist.engine import state as S
from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_stealth_bird_flip_summoned_after_hiding_itself_may_hide_again():
    """Question: Stealth Bird (on the field since last turn) uses its once-per-turn effect and
    turns itself face-down; its player then Flip Summons it (the opponent takes 1000). May it
    use the effect again this turn? Answer: yes -- turned face-down and face-up again it is a
    new card, whose once-per-turn use is not spent."""
    table = Table(turn=3, turn_player=0)
    bird = table.monster(0, "Stealth Bird")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stealth Bird")
    assert bird.card(duel).position == S.FACEDOWN_DEFENSE
    s.pick("flip_summon", "Stealth Bird")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert lp(duel) == (8000, 7000) and bird.card(duel).position == S.FACEUP_ATTACK
    assert s.has("activate", "Stealth Bird")
    s.pick("activate", "Stealth Bird")
    assert bird.card(duel).position == S.FACEDOWN_DEFENSE
