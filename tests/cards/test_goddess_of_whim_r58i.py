"""Goddess of Whim (67959180): once per turn, in its controller's Main Phase, they call a coin toss;
right, its ATK is doubled for the turn; wrong, halved for the turn.

Sources, in our words: the card's texts (its first English print, MP1-003, and today's; the OCG text);
yugioh-wiki.net 《きまぐれの女神》: an ignition effect (never in the opponent's turn), the ATK doubled
is the one it has then, gains included, not its original ATK (an Axe of Despair doubles with it),
and it goes back the next turn. The once per turn limit: today's text; for the old prints, which do
not print it, yugioh-wiki.net 《きまぐれの女神》 describes it as an ignition effect used once per turn
in its controller's Main Phase.
The coin is the duel's seeded PRNG: the tests find the call right or wrong for the seed, as Abare
Ushioni's tests do."""

from duelist.testing.reads import lp, monsters
from duelist.testing.scenario import Script, Table

GW = "Goddess of Whim"


def _toss(duel):
    return [e["value"] for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]


def _use(call, axe=False, rules="GOAT", seed=5):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    goddess = table.monster(0, GW)
    if axe:
        table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=goddess)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("activate", GW)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("option", call, request="option")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel, s, goddess


def _called(right, **kw):
    for call in ("Heads", "Tails"):
        duel, s, goddess = _use(call, **kw)
        if (_toss(duel) == [call]) == right:
            return duel, s, goddess
    raise AssertionError("no call gave that outcome")


def test_goddess_of_whim_right_call_doubles_its_atk_for_the_turn():
    """Q: I call Goddess of Whim's coin right. A: its ATK becomes 1900 this turn, and it is
    950 again once the turn ends."""
    duel, s, goddess = _called(True)
    assert duel.request.kind == "idle" and duel.atk(goddess.card(duel)) == 1900
    s.end_turn()
    assert duel.atk(goddess.card(duel)) == 950


def test_goddess_of_whim_wrong_call_halves_it_and_is_once_per_turn():
    """Q: I call it wrong. A: its ATK becomes 475 this turn, and this turn I cannot use it again."""
    duel, s, goddess = _called(False)
    assert duel.atk(goddess.card(duel)) == 475
    assert duel.request.kind == "idle" and not s.has("activate", GW)


def test_goddess_of_whim_doubles_the_atk_it_has_with_axe_of_despair():
    """Q: Goddess of Whim holds Axe of Despair (1950 ATK) and I call right. A: the ATK it has then is
    doubled, gains included (yugioh-wiki.net): 3900, under both texts."""
    for rules in ("GOAT", "MR5"):
        duel, s, goddess = _called(True, axe=True, rules=rules)
        assert duel.atk(goddess.card(duel)) == 3900


def test_goddess_of_whim_is_no_quick_effect():
    """Q: can I toss Goddess of Whim's coin in my Battle Phase, or in my opponent's turn? A: no: an
    ignition effect, only in its controller's own Main Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GW)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", GW)
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, GW)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert duel.request.kind == "battle" and not Script(duel).has("activate", GW)


def test_goddess_of_whim_under_skill_drain_tosses_nothing():
    """Q: my opponent has a face-up Skill Drain and I activate Goddess of Whim. A: the activation is
    made but the effect is negated as it resolves (Skill Drain negates effects on the field): no coin
    call, no toss, its ATK stays 950."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    goddess = table.monster(0, GW)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GW)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "idle" and _toss(duel) == []
    assert duel.atk(goddess.card(duel)) == 950 and monsters(duel, 0)[0] == GW and lp(duel) == (8000, 8000)
