"""Kryuel (82642348): destroyed by battle while Set, it still activates its effect from the GY.

Sources, in our words: yugioh-wiki.net 《クルーエル》 (today's text: destroyed by battle and sent to the
GY, it is activated targeting 1 monster of the opponent's: a trigger that starts in the GY, where the
card is face-up); seed 000 §誘發效果 (a monster's effect that starts in the GY does not need it to
have been face-up on the field; as Sangan or Kryuel's twin Newdoria). Our reading for the 2005 text
(\"destroy 1 monster on your opponent's side\", no word \"select\"): it targets as today's, as the
OCG text always said (選択して)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

KR = "Kryuel"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_kryuel_destroyed_face_down_still_targets():
    """Q: my opponent's Vorse Raider (1900) attacks my Set Kryuel (1700 DEF) and destroys it. A: no
    damage to me; Kryuel's effect is activated in the GY: I am asked to target Vorse Raider."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    kr = table.monster(0, KR, position="set")
    raider = table.monster(1, "Vorse Raider")
    duel = table.build(seed=5)
    s = Script(duel)
    s.pick("attack", "Vorse Raider", target=kr, player=1, request="battle")
    _pass_all(s)
    assert grave(duel, 0) == [KR] and lp(duel) == (8000, 8000)
    s.expect(request="target", player=0)
    s.pick("target", raider, player=0)
    _pass_all(s)
    s.expect(request="option", player=0)
