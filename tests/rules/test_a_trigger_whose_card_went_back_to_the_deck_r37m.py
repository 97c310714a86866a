"""seed 000 §效果分類 誘發效果: "在滿足該特定時點的時候，若該卡返回卡組或手卡等非公開場所的場合則
誘發效果不能發動" - a trigger whose card has gone back to the Deck (or the Extra Deck, a place
that is not public either) since its moment cannot be activated; the card is a new object
there, so being sent on from there to the GY does not make the old trigger live again.

The Deck and Extra Deck sides of the r37a test (a card returned to the hand, then discarded):
player 1's Set monster is flipped face-up by Chain Link 2 (Waboku, a stand-in Trap: "flip
every face-down monster face-up"), and Chain Link 1 (Dust Tornado, a stand-in Trap: "return
each of the opponent's face-up monsters to the top of the Deck, then send it from there to
the GY") sends it back and on to the GY. Once the chain has resolved its FLIP effect (draw a
card) must not be activated: player 1 draws nothing, and no third chain is built.
Waboku, resolved first, waits on the field until the whole chain has resolved and only then goes
to the GY (yomifrog.lima-city.de Extended Game Mechanics ch. 6, "Resolving a Chain";
yugioh.lastdraw.com "Normal Spell Card"; round 55z, tests/rules/
test_resolved_cards_go_to_the_gy_when_the_chain_ends_r55y.py): it lands after the monster.

Helper h37m (mutation testing of stop 37): with duel.py `_place`'s call to
`_pending_went_hidden` for the Deck, or for the Extra Deck, left out, the card had its FLIP
effect activated from the GY and player 1 drew."""

from duelist.cards.common import FLIP, Effect, activate
from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in, waboku_flips_every_face_down_monster


def _back_to_the_deck_then_to_the_grave(ctx):
    for card in ctx.monsters("opp", face_up=True):
        ctx.to_deck([card], shuffle=False)
        ctx.send_to_grave([card])


def _flipped_then_sent_back(monkeypatch, name):
    waboku_flips_every_face_down_monster(monkeypatch)
    stand_in(monkeypatch, "Dust Tornado", [activate(_back_to_the_deck_then_to_the_grave)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Dust Tornado")
    table.monster(1, name, position="set")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Kozaky"] * 5)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Dust Tornado", request="idle")
    s.pick("activate", "Waboku", player=1, request="chain")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    return duel, start


def test_dekoichi_returned_to_the_deck_then_sent_to_the_grave_does_not_draw(monkeypatch):
    name = "Dekoichi the Battlechanted Locomotive"
    duel, start = _flipped_then_sent_back(monkeypatch, name)
    assert grave(duel, 1) == [name, "Waboku"]     # back in a public place; Waboku at the chain's end
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Dust Tornado", "Waboku"]
    assert hand(duel, 1) == []                                         # no FLIP draw


def test_a_fusion_monster_returned_to_the_extra_deck_then_sent_to_the_grave_does_not_activate(monkeypatch):
    """Flame Swordsman, Set face-down, given a stand-in FLIP effect (its controller draws a
    card): returned to the Deck it goes to the Extra Deck, and from there to the GY."""
    def draw_a_card(ctx):
        ctx.draw(ctx.player, 1)
    stand_in(monkeypatch, "Flame Swordsman", [Effect(FLIP, resolve=draw_a_card, label="draw")])
    duel, start = _flipped_then_sent_back(monkeypatch, "Flame Swordsman")
    assert grave(duel, 1) == ["Flame Swordsman", "Waboku"]       # Waboku at the chain's end
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Dust Tornado", "Waboku"]
    assert hand(duel, 1) == []


def _send_my_monsters_to_the_grave(ctx):
    ctx.send_to_grave(list(ctx.monsters("me")))


def _return_last_will_to_the_deck(ctx):
    ctx.to_deck([c for c in ctx.grave("me") if c.data.name == "Last Will"])


def test_last_wills_delayed_effect_applies_though_last_will_went_back_to_the_deck(monkeypatch):
    """The contrast: a delayed effect is the lasting effect's, not its card's. Last Will,
    resolved with no monster sent yet, waits for one for the rest of the turn. Player 0 then
    activates Dust Tornado (Chain Link 1, a stand-in: "shuffle Last Will from my GY into my
    Deck") and chains Waboku (Chain Link 2, a stand-in: "send my monsters to the GY"): Battle Ox
    goes to the GY while Last Will is in the GY, and Last Will goes back to the Deck before the
    chain ends. Its delayed effect still applies: player 0 may Special Summon a monster with
    1500 or less ATK from the Deck."""
    stand_in(monkeypatch, "Dust Tornado", [activate(_return_last_will_to_the_deck)])
    stand_in(monkeypatch, "Waboku", [activate(_send_my_monsters_to_the_grave)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Last Will")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Waboku")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Kozaky"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Last Will", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert grave(duel, 0) == ["Last Will"]
    s.pick("activate", "Dust Tornado", request="idle")
    s.pick("activate", "Waboku", player=0, request="chain")
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    assert "Last Will" not in grave(duel, 0)                 # back in the Deck
    s.pick("yes", "Last Will", player=0, request="yes_no")
    s.pick("select", "Celtic Guardian", player=0, first=True)
    s.pick("option", "Defense Position", player=0)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
