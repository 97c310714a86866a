"""Number 61: Volcasaurus taken by Change of Heart: its Xyz Materials move with it (seed 004
§XYZ召唤: an Xyz Monster that changes control takes its materials to the other player's zone), so
its new controller may detach one of them for its effect; the detached card is not the new
controller's: it goes to its owner's GY (seed 000: a card sent to the GY goes to its owner's GY),
and the destroyed monster and the damage are the new controller's doing (against the owner).

Sources: seed 004 §XYZ召唤 (materials follow a control change); yugioh-wiki 「エクシーズ素材」
(取り除かれたエクシーズ素材は持ち主の墓地へ送られる); yugioh-wiki 《心変わり》 (the taken monster's
effects may be used by its new controller)."""

from duelist.testing.scenario import Script, Table

VOLCASAURUS = "Number 61: Volcasaurus"


def _drive(duel, s):
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])


def test_a_taken_volcasaurus_detaches_the_owners_material_to_the_owners_gy():
    """Q: I take my opponent's Volcasaurus (materials Giant Soldier of Stone and Celtic Guardian)
    with Change of Heart and use its effect on their Battle Ox. A: the detached material goes to
    my opponent's GY, Battle Ox is destroyed and my opponent takes 1700 damage."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    volcasaurus = table.monster(1, VOLCASAURUS, materials=["Giant Soldier of Stone", "Celtic Guardian"],
                                summon_kind="xyz")
    table.monster(1, "Battle Ox")
    table.hand(0, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", volcasaurus)
    _drive(duel, s)
    card = volcasaurus.card(duel)
    assert card.controller == 0 and len(duel.materials_of(card)) == 2
    s.pick("activate", VOLCASAURUS)
    s.pick("select", "Giant Soldier of Stone")
    s.pick("target", "Battle Ox")
    _drive(duel, s)
    assert [m.name for m in duel.materials_of(card)] == ["Celtic Guardian"]
    assert sorted(c.name for c in duel.players[1].grave) == ["Battle Ox", "Giant Soldier of Stone"]
    assert [c.name for c in duel.players[0].grave] == ["Change of Heart"]
    assert duel.players[1].lp == 8000 - 1700
    assert duel.players[0].lp == 8000
