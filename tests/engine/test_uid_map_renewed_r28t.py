"""A card is found by its uid (`Duel.card_by_uid`) wherever it is, and a uid no card holds
any more (the card moved: a new object, DESIGN §3) finds nothing. The lookup map behind it
drops its old uids when they pile up (duel.py `_draw`, `_renew_uid_map`): the cards on the
field and in the hands are put back in it at once; every other card is still found, by the
walk over the duel's cards."""

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS


def _placed(duel):
    out = []
    for ps in duel.players:
        out += ps.hand + [c for c in ps.mzone + ps.szone if c is not None]
        if ps.fzone is not None:
            out.append(ps.fzone)
    return out + [c for c in duel.emz if c is not None]


def test_after_the_map_is_renewed_the_field_and_the_hands_are_in_it_and_every_card_is_found():
    renewed = 0
    stale = {}
    for duel, where in random_decisions(PAIRS[-1:], range(2)):
        index = duel._uid_cards
        if len(index) > 160:
            continue
        old = dict(index)
        duel._renew_uid_map()
        renewed += 1
        for card in _placed(duel):
            assert index.get(card.uid) is card, where
        assert all(index[uid].uid == uid for uid in index), where
        for card in duel.cards:
            assert duel.card_by_uid(card.uid) is card, where
        for uid, card in old.items():
            if card.uid != uid:
                stale[uid] = where
                assert duel.card_by_uid(uid) is None, where
        if renewed >= 40:
            break
    assert renewed >= 40 and stale


def test_a_duel_that_renews_its_map_plays_as_one_that_empties_it(monkeypatch):
    """The map is only a shortcut: the same random duels give the same logs whether a full
    map is emptied or renewed."""
    def emptied(duel):
        duel._uid_cards.clear()

    def digests():
        out = []
        for deck1, deck2 in PAIRS:
            for duel, _ in random_decisions([(deck1, deck2)], range(1)):
                pass
            out.append((duel.log_digest(), duel.turn, len(duel.answers)))
        return out

    renewed = digests()
    monkeypatch.setattr(Duel, "_renew_uid_map", emptied)
    assert digests() == renewed
