"""Staunch Defender (92854392) with Final Attack Orders (52503575) against Sheep Tokens: a judge's
review (round 58t).

Source: yugioh-wiki.net 《立ちはだかる強敵》 (the combination it names: Final Attack Orders keeps
the opponent's Scapegoat / Ojama Trio Tokens in Attack Position, and Staunch Defender makes each
of them attack the monster it picked, for a large reflected battle damage); 《最終突撃命令》 (every
face-up monster is in Attack Position and cannot be changed). Both presets read the same here."""

from duelist.testing.reads import grave, kinds, lp
from duelist.testing.scenario import Script, Table

SD = "Staunch Defender"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_staunch_defender_every_sheep_token_must_attack_under_final_attack_orders():
    """Q: my opponent controls 3 Sheep Tokens (0 ATK; Attack Position under their own face-up
    Final Attack Orders); one of them attacks my Summoned Skull (2500) and I activate Staunch
    Defender on the Skull. A: that attack goes on, and the other two Tokens must attack the Skull
    as well (no end of the Battle Phase before): each battle destroys a Token and my opponent
    takes 2500, 7500 in all (500 left); my Skull stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    for _ in range(3):
        table.monster(1, "Sheep Token")
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(0, SD)
    table.spell_trap(1, "Final Attack Orders", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.answer(s.options("attack", "Sheep Token", target=skull)[0])
    s.pick("activate", SD, player=0)
    s.pick("target", skull, player=0)
    _pass(duel, s)
    assert lp(duel) == (8000, 5500)
    for left in (2, 1):
        assert "end_battle" not in kinds(duel)
        assert len(s.options("attack", "Sheep Token", target=skull)) == left
        s.answer(s.options("attack", "Sheep Token", target=skull)[0])
        _pass(duel, s)
    assert lp(duel) == (8000, 500)
    assert skull.card(duel).location == "mzone"
    assert grave(duel, 0) == [SD] and "end_battle" in kinds(duel)
