"""Jowls of Dark Demise: its Flip effect may take a face-down monster.

Sources: yugioh-wiki.net 《Ｘ・Ｅ・Ｎ・Ｏ》 (its text names any monster the opponent controls, so unlike
the Charmers' it can take a face-down monster too; the monster goes back in the End Phase)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

JOWLS = "Jowls of Dark Demise"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_jowls_of_dark_demise_takes_a_set_monster_until_the_end_phase_r59s():
    """Q: I Flip Summon Jowls of Dark Demise; my opponent's only monster is a Set Sangan: may I
    take it? A: yes: I control it, still face-down, for the turn; it goes back to them, face-down,
    when the End Phase comes."""
    table = Table(turn=3, turn_player=0)
    jowls = table.monster(0, JOWLS, position="set")
    sangan = table.monster(1, "Sangan", position="set")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", jowls)
    s.pick("target", sangan, player=0)
    _resolve(s)
    card = sangan.card(duel)
    assert card.controller == 0 and card.position == S.FACEDOWN_DEFENSE
    s.end_turn()
    _resolve(s)
    card = sangan.card(duel)
    assert card.controller == 1 and card.location == S.MZONE and card.position == S.FACEDOWN_DEFENSE
