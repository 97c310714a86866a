"""Des Lacooda (2326738) activates its "turn this card face-down" effect; in answer its
controller Tributes it for Enemy Controller (98045062) and revives it with Call of the Haunted
(97077563): as the first link resolves, the Des Lacooda on the field is a new card, which that
effect no longer reaches.

Sources: the general rule that a card which left the field and came back is another card, which
what was applied to the old one (here: an effect it activated, still waiting in the chain) does
not reach (my reading; yugioh-wiki.net 「離れる」: leaving the field, whatever the way, a Tribute
for a cost too), and Des
Lacooda's text in my words (once per turn it may turn itself face-down). Its once-per-turn use was
the old card's: the revived one may use the effect this turn. Round 56o: kills kit.py `_hide` without
its same-object test (`card.uid == ctx.link.card_uid` dropped, or the tests joined by `or`),
round 55o's open entries."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _revived_in_answer():
    table = Table(turn=3)
    des = table.monster(0, "Des Lacooda")
    table.hand(0, "Enemy Controller")
    table.spell_trap(0, "Call of the Haunted")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Des Lacooda")
    # link 2: Enemy Controller's second mode, Des Lacooda Tributed as its cost, Battle Ox taken
    steal = [o for o in s.options("activate", "Enemy Controller") if o.effect == 1]
    assert len(steal) == 1
    s.answer(steal[0])
    s.pick("select", "Des Lacooda")
    s.pick("target", "Battle Ox")
    # link 3: Call of the Haunted brings the Tributed Des Lacooda back
    s.pick("activate", "Call of the Haunted", request="chain", player=0)
    s.pick("target", "Des Lacooda")
    return duel, s, des


def test_des_lacooda_revived_before_its_effect_resolves_stays_face_up():
    """Q: I activate Des Lacooda's effect to turn it face-down. I chain Enemy Controller,
    Tributing Des Lacooda to take my opponent's Battle Ox, then Call of the Haunted on Des
    Lacooda. The chain resolves. A: Des Lacooda is back face-up in Attack Position and stays so:
    the first link's effect was the Tributed card's, and the revived one is a new card. I
    control Battle Ox too; Enemy Controller is in my GY, Call of the Haunted on the field."""
    duel, s, des = _revived_in_answer()
    assert duel.request.kind == "idle" and duel.request.player == 0
    card = des.card(duel)
    assert card.location == S.MZONE and card.position == S.FACEUP_ATTACK
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Des Lacooda"]
    assert field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Enemy Controller"]
    assert not [e for e in duel.log if e["type"] == "position"]


def test_the_revived_des_lacooda_may_use_its_effect_this_turn():
    """Q: after that chain, may the revived Des Lacooda turn itself face-down this turn? A: yes:
    the once-per-turn use was the old card's; the new one turns face-down when it resolves."""
    duel, s, des = _revived_in_answer()
    s.pick("activate", "Des Lacooda", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert des.card(duel).position == S.FACEDOWN_DEFENSE
    assert [e["to"] for e in duel.log if e["type"] == "position"] == [S.FACEDOWN_DEFENSE]
